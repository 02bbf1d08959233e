import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import {
  checkPersonalInfo,
  PROFILE_SECTION_SCHEMAS,
  type Disability,
  type ProfileSection,
} from '@vaga/contract';

type Issue = { path?: PropertyKey[]; message?: string };

/** Runs a schema's cross-field rule on raw values and collects its issues. */
function collect(run: (ctx: never) => void): Issue[] {
  const issues: Issue[] = [];
  run({ addIssue: (issue: Issue) => issues.push(issue) } as never);
  return issues;
}

/**
 * The form rules of a section: the contract's zod schema, the one the server uses. zod checks the
 * cross-field rules (at least one name…) only once every field is well formed; so that an empty
 * form lists every missing field at once, the personal section's rule also runs on raw values.
 */
export function sectionResolver(section: ProfileSection): Resolver<FieldValues> {
  const base = zodResolver(PROFILE_SECTION_SCHEMAS[section] as never) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (section !== 'personalInfo' || Object.keys(result.errors).length === 0) return result;
    const errors: FieldErrors = { ...result.errors };
    const issues = collect((ctx) =>
      checkPersonalInfo(
        {
          nameCn: typeof values.nameCn === 'string' ? values.nameCn : null,
          namePt: typeof values.namePt === 'string' ? values.namePt : null,
          isDisability: Number(values.isDisability),
          disabilityList: Array.isArray(values.disabilityList)
            ? (values.disabilityList as Disability[])
            : [],
        },
        ctx,
      ),
    );
    for (const issue of issues) {
      const path = (issue.path ?? []).map(String).join('.');
      if (path && !get(errors, path)) set(errors, path, { type: 'custom', message: issue.message });
    }
    return { values: {}, errors };
  };
}
