import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  checkPersonalInfo,
  isCalendarDate,
  macaoToday,
  PROFILE_SECTION_SCHEMAS,
  validationMessage,
  type Disability,
  type ProfileSection,
} from '@vaga/contract';

type Issue = { path?: PropertyKey[]; message?: string; code?: string };

function addIssues(errors: FieldErrors, issues: readonly Issue[]): void {
  for (const issue of issues) {
    const path = (issue.path ?? []).map(String).join('.');
    if (path && !get(errors, path)) {
      set(errors, path, { type: issue.code ?? 'custom', message: issue.message });
    }
  }
}

/**
 * A form resolver over a contract schema. Each field shows the schema's own message (a key the
 * form translates), the one the server answers too; the first message of a field wins.
 */
export function schemaResolver(
  schema: z.ZodType,
  extra?: (values: FieldValues) => Issue[],
): Resolver<FieldValues> {
  return (values) => {
    const parsed = schema.safeParse(values);
    const extraIssues = extra ? extra(values) : [];
    if (parsed.success && extraIssues.length === 0) {
      return { values: parsed.data as FieldValues, errors: {} };
    }
    const errors: FieldErrors = {};
    if (!parsed.success) addIssues(errors, parsed.error.issues as Issue[]);
    addIssues(errors, extraIssues);
    return { values: {}, errors };
  };
}

/** Runs a schema's cross-field rule on raw values and collects its issues. */
function collect(run: (ctx: never) => void): Issue[] {
  const issues: Issue[] = [];
  run({ addIssue: (issue: Issue) => issues.push(issue) } as never);
  return issues;
}

/**
 * zod checks the cross-field rules (at least one name…) only once every field is well formed; so
 * that an empty form lists every missing field at once, the personal rule also runs on raw values.
 */
function personalRules(values: FieldValues): Issue[] {
  const bod = typeof values.bod === 'string' ? values.bod : '';
  // The server's rule too: a birthday after today (in Macao) is a wrong date.
  const future: Issue[] =
    /^\d{4}-\d{2}-\d{2}$/.test(bod) && isCalendarDate(bod) && bod > macaoToday()
      ? [{ path: ['bod'], message: validationMessage('validation.futureBirthday') }]
      : [];
  return future.concat(
    collect((ctx) =>
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
    ),
  );
}

/** The form rules of a section: the contract's zod schema, the one the server uses. */
export function sectionResolver(section: ProfileSection): Resolver<FieldValues> {
  return schemaResolver(
    PROFILE_SECTION_SCHEMAS[section],
    section === 'personalInfo' ? personalRules : undefined,
  );
}
