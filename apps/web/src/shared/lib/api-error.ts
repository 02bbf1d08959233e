import { errorMessage, isErrorCode, type Locale } from '@vaga/contract';
import { WEB_ERROR_CODES, WEB_ERROR_MESSAGES } from './web-errors.ts';

/** A failed call: the catalogue code and its arguments, as the server's error envelope gives them. */
export class ApiError extends Error {
  readonly code: string;
  readonly errorArgs: (string | number)[];
  /** HTTP status; 0 when no answer arrived (network failure, timeout, cancel). */
  readonly status: number;

  constructor(code: string, errorArgs: (string | number)[] = [], status = 0) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.errorArgs = errorArgs;
    this.status = status;
  }

  /** Cancelled by the app or the person (spec §8: cancel and close are ignored). */
  get cancelled(): boolean {
    return this.code === WEB_ERROR_CODES.cancelled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text shown for a code: the contract's catalogue, then the web app's own codes, and for an
 * unknown code the raw code (spec §8).
 */
export function errorText(
  code: string,
  locale: Locale,
  args: readonly (string | number)[] = [],
): string {
  if (isErrorCode(code)) return errorMessage(code, locale, args);
  const own = WEB_ERROR_MESSAGES[code];
  return own ? own[locale] : code;
}
