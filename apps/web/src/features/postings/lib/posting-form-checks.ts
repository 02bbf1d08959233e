import { apiLanguageOf } from '@vaga/contract';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  isSalaryUnit,
  macaoToday,
  minimumWageOn,
  PostingValuesSchema,
  salaryUnitName,
  validationMessage,
  type ReferenceOption,
} from '@vaga/contract';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { postingValuesOf, type PostingFormValues } from './posting-form-values.ts';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * A form field's name for a schema path: a hashtag's error shows on its language's line, a
 * licence's or skill's on its list, a required language's option on the row's language.
 */
export function postingFieldOf(path: readonly PropertyKey[]): string {
  const keys = path.map(String);
  if (keys[0] === 'hashtags') return keys.slice(0, 2).join('.');
  if (keys[0] === 'requirements') {
    if (keys[1] === 'drivingSkillIds' || keys[1] === 'skillIds') return keys.slice(0, 2).join('.');
    if (keys[1] === 'languages' && keys[3] === 'typeLanguageId')
      return [...keys.slice(0, 3), 'language'].join('.');
  }
  return keys.join('.');
}

/**
 * The statutory minimum wage check (the server's BE_VACANCY_SALARY_BELOW_MINIMUM): the message,
 * in the page's language, when the salary is below the minimum in force today for the unit of
 * its SALARYTYPE option; null when it is not, or when there is nothing to check yet.
 */
export function minimumWageMessage(
  values: PostingFormValues,
  salaryTypes: readonly ReferenceOption[],
  today = macaoToday(),
): string | null {
  const amount = Number(values.salaryAmount);
  const type = salaryTypes.find((option) => String(option.id) === values.typeSalaryId);
  if (!/^\d+$/.test(values.salaryAmount.trim()) || !type || !isSalaryUnit(type.extraInfo))
    return null;
  const minimum = minimumWageOn(today, type.extraInfo, false);
  if (minimum === null || amount >= minimum) return null;
  const locale = currentLocale();
  const unit = salaryUnitName(type.extraInfo, apiLanguageOf(locale));
  return errorText('BE_VACANCY_SALARY_BELOW_MINIMUM', locale, [minimum, unit]);
}

/** Every problem of the form: the contract's schema, and the rules joining fields. */
export function postingIssues(
  values: PostingFormValues,
  salaryTypes: readonly ReferenceOption[],
): Issue[] {
  const parsed = PostingValuesSchema.safeParse(postingValuesOf(values));
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  // zod checks the joined rule only once every field is well formed: here it runs on raw values
  // so that an empty form lists every missing field at once.
  if (values.typeJobTitleId === '' && values.title.cn.trim() === '')
    issues.push({ path: ['title', 'cn'], message: validationMessage('validation.required') });
  // So is the one of a language required twice.
  const seen = new Set<string>();
  values.requirements.languages.forEach(({ language }, index) => {
    if (language !== '' && seen.has(language))
      issues.push({
        path: ['requirements', 'languages', index, 'language'],
        message: validationMessage('validation.duplicate'),
      });
    seen.add(language);
  });
  const belowMinimum = minimumWageMessage(values, salaryTypes);
  if (belowMinimum) issues.push({ path: ['salaryAmount'], message: belowMinimum });
  return issues;
}

/** The vacancy form's resolver: the first message of a field wins. */
export function postingResolver(
  salaryTypes: () => readonly ReferenceOption[],
): Resolver<PostingFormValues> {
  return (values) => {
    const issues = postingIssues(values, salaryTypes());
    if (issues.length === 0) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of issues) {
      const name = postingFieldOf(issue.path);
      if (name && !get(errors, name)) set(errors, name, { type: 'custom', message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<PostingFormValues> };
  };
}

/**
 * A server's refusal of one field, as the form's field name and message: VALIDATION_FAIL
 * [`body.values.<path>`, message key], a disabled option (BE_REFERENCE_OPTION_INACTIVE [name,
 * `body.values.<path>`]), or the minimum wage (on the salary); null for the rest.
 */
export function postingRefusal(
  code: string,
  args: readonly (string | number)[],
): { field: string; message: string } | null {
  if (code === 'BE_VACANCY_SALARY_BELOW_MINIMUM')
    return { field: 'salaryAmount', message: errorText(code, currentLocale(), args) };
  const valuesField = (path: unknown) => {
    const match = typeof path === 'string' ? /^body\.values\.(.+)$/.exec(path) : null;
    return match ? postingFieldOf(match[1].split('.')) : null;
  };
  if (code === 'BE_REFERENCE_OPTION_INACTIVE') {
    const field = valuesField(args[1]);
    return field ? { field, message: errorText(code, currentLocale(), args) } : null;
  }
  const [path, message] = args;
  if (code !== 'VALIDATION_FAIL' || typeof path !== 'string' || typeof message !== 'string')
    return null;
  const field = valuesField(path);
  return field ? { field, message } : null;
}
