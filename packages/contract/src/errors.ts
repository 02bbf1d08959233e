import { inLocale } from './simplified.ts';
import { z } from 'zod';
import { EVENT_ERRORS } from './errors-events.ts';
import { INTERVIEW_ERRORS } from './errors-interviews.ts';
import { NOTIFICATION_ERRORS } from './errors-notifications.ts';
import { REGISTRATION_ERRORS } from './errors-registrations.ts';
import { REQUEST_ERRORS } from './errors-request.ts';
import { RESUME_ERRORS } from './errors-resume.ts';
import { VACANCY_ERRORS } from './errors-vacancies.ts';
import type { Locale } from './locales.ts';
import { formatNumber } from './numbers.ts';

/**
 * The error catalogue: spec §8 plus the codes Vaga adds, kept by domain in `errors-*.ts`. Each
 * code has its HTTP status and its message in zh-Hant, pt and en; `{0}`, `{1}` … are filled from
 * the response's `errorArgs`.
 */
interface CatalogueEntry {
  status: number;
  'zh-Hant': string;
  pt: string;
  en: string;
}

export const ERROR_CATALOGUE = {
  ...REQUEST_ERRORS,
  ...RESUME_ERRORS,
  ...INTERVIEW_ERRORS,
  ...REGISTRATION_ERRORS,
  ...EVENT_ERRORS,
  ...VACANCY_ERRORS,
  ...NOTIFICATION_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The body of every error response. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  errorArgs: z.array(z.union([z.string(), z.number()])),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Fills `{0}`, `{1}` … with the arguments, numbers written as the reader's language writes them
 * (`MOP 7.280` in Portuguese); a placeholder without an argument is left as it is. The server
 * sends numeric arguments as numbers, never formatted.
 */
export function fillPlaceholders(
  template: string,
  args: readonly (string | number)[],
  locale: Locale,
): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** The message for a code in a locale; an unknown code answers the raw code (spec §8). */
export function errorMessage(
  code: string,
  locale: Locale,
  args: readonly (string | number)[] = [],
): string {
  if (!isErrorCode(code)) return code;
  return fillPlaceholders(inLocale(ERROR_CATALOGUE[code], locale), args, locale);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
