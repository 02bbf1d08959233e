import { z } from 'zod';
import { EVENT_ERRORS } from './errors-events.ts';
import { INTERVIEW_ERRORS } from './errors-interviews.ts';
import { NOTIFICATION_ERRORS } from './errors-notifications.ts';
import { REGISTRATION_ERRORS } from './errors-registrations.ts';
import { REQUEST_ERRORS } from './errors-request.ts';
import { RESUME_ERRORS } from './errors-resume.ts';
import { VACANCY_ERRORS } from './errors-vacancies.ts';
import type { Locale } from './locales.ts';
import { formatSimple, text, type TextKey } from './texts.ts';

/**
 * The error catalogue: spec §8 plus the codes Vaga adds. The codes are the keys of the default
 * language's `texts/zh-Hant/errors.json`; each has its HTTP status here (kept by domain in
 * `errors-*.ts`) and its message in every language's `texts/<tag>/errors.json`, an ICU message
 * whose `{0}`, `{1}` … are filled from the response's `errorArgs`. The `web.*` keys are no code of
 * the server's: the messages of the web app's own failures, which never reached it (a network
 * down, a request cancelled: `webErrorMessage`).
 */
export type ErrorCode = Exclude<TextKey<'errors'>, `web.${string}`>;

/** The web app's own failures, which never reached the server. */
export type WebErrorCode = 'NETWORK_ERROR' | 'REQUEST_CANCELLED';

/** The message of one of the web app's own failures, in a language (`errors`' `web.<code>`). */
export function webErrorMessage(code: WebErrorCode, locale: Locale): string {
  return text(locale, 'errors', `web.${code}`);
}

export const ERROR_STATUS = {
  ...REQUEST_ERRORS,
  ...RESUME_ERRORS,
  ...INTERVIEW_ERRORS,
  ...REGISTRATION_ERRORS,
  ...EVENT_ERRORS,
  ...VACANCY_ERRORS,
  ...NOTIFICATION_ERRORS,
} as const satisfies Record<ErrorCode, number>;

// Every status has its code's texts, and every code of the texts its status.
type Missing = Exclude<keyof typeof ERROR_STATUS, ErrorCode>;
const noStatusWithoutTexts: [Missing] extends [never] ? true : Missing = true;
void noStatusWithoutTexts;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
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
  return formatSimple(locale, template, Object.fromEntries(args.map((v, i) => [String(i), v])));
}

/** The message for a code in a locale; an unknown code answers the raw code (spec §8). */
export function errorMessage(
  code: string,
  locale: Locale,
  args: readonly (string | number)[] = [],
): string {
  if (!isErrorCode(code)) return code;
  return text(locale, 'errors', code, args);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
