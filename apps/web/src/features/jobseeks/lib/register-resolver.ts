import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  EMPLOYMENT_STATUS_UNEMPLOYED,
  JobAssistanceInputSchema,
  macaoYearMonth,
  validationMessage,
  type ReferenceOption,
} from '@vaga/contract';
import type { RegisterValues } from './register-values.ts';

type Issue = { path?: PropertyKey[]; message?: string; code?: string };

/** The REG_REASON option that asks for a reason in words (its extraInfo is OTHER). */
export function isOtherReason(options: readonly ReferenceOption[] | undefined, id: unknown) {
  return (options ?? []).some((o) => o.id === id && o.extraInfo === 'OTHER');
}

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The rules that join fields (spec §5): zod runs the schema's own only once every field is well
 * formed; here they run on the raw values so an empty form lists every missing field at once.
 */
export function crossFieldIssues(values: RegisterValues, regReasons?: readonly ReferenceOption[]) {
  const issues: Issue[] = [];
  const required = (path: PropertyKey[]) =>
    issues.push({ path, message: validationMessage('validation.required') });
  if (values.typeEmploymentStatusId === EMPLOYMENT_STATUS_UNEMPLOYED) {
    for (const key of ['typeUnemployedId', 'unemployedYear', 'unemployedMonth'] as const)
      if (missing(values[key])) required([key]);
    // The server's rule too: the month the seeker became unemployed is not after this one.
    const { year, month } = macaoYearMonth(new Date());
    const since = Number(values.unemployedYear) * 12 + Number(values.unemployedMonth);
    if (Number.isInteger(since) && since > year * 12 + month)
      issues.push({ path: ['unemployedYear'], message: validationMessage('validation.future') });
  }
  if (!missing(values.latestJobSalaryAmount) && missing(values.latestJobSalaryTypeId))
    required(['latestJobSalaryTypeId']);
  if (isOtherReason(regReasons, values.typeRegReasonId) && missing(values.otherRegReason))
    required(['otherRegReason']);
  values.jobSeekJobTitleList.forEach((job, index) => {
    if (missing(job.typeJobTitleId) && missing(job.textJobTitle))
      issues.push({
        path: ['jobSeekJobTitleList', index, 'typeJobTitleId'],
        message: validationMessage('validation.atLeastOne'),
      });
  });
  return issues;
}

function addIssues(errors: FieldErrors, issues: readonly Issue[]): void {
  for (const issue of issues) {
    const path = (issue.path ?? []).map(String).join('.');
    if (path && !get(errors, path))
      set(errors, path, { type: issue.code ?? 'custom', message: issue.message });
  }
}

/**
 * The form's rules: the contract's schema (the server's, with the same messages) and the joined
 * rules above. Unemployed fields that do not apply are left out before checking.
 */
export function registerResolver(
  regReasons: () => readonly ReferenceOption[] | undefined,
): Resolver<RegisterValues> {
  return (values) => {
    const unemployed = values.typeEmploymentStatusId === EMPLOYMENT_STATUS_UNEMPLOYED;
    const checked = unemployed
      ? values
      : { ...values, typeUnemployedId: null, unemployedYear: null, unemployedMonth: null };
    const parsed = JobAssistanceInputSchema.safeParse(checked);
    const extra = crossFieldIssues(values, regReasons());
    if (parsed.success && extra.length === 0)
      return { values: parsed.data as unknown as RegisterValues, errors: {} };
    const errors: FieldErrors = {};
    if (!parsed.success) addIssues(errors, parsed.error.issues as Issue[]);
    addIssues(errors, extra);
    return { values: {}, errors: errors as FieldErrors<RegisterValues> };
  };
}
