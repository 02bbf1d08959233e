import { errorMessage, isErrorCode, webErrorMessage, type Locale } from '@vaga/contract';
import { isWebErrorCode } from './web-errors.ts';

/**
 * The text shown for a code: the contract's catalogue, then the web app's own codes, and for an
 * unknown code the raw code (spec §8). The catalogue holds every message in three languages: it
 * is not part of the first screen (error-toast.ts loads it with the toast).
 */
export function errorText(
  code: string,
  locale: Locale,
  args: readonly (string | number)[] = [],
): string {
  if (isErrorCode(code)) return errorMessage(code, locale, args);
  return isWebErrorCode(code) ? webErrorMessage(code, locale) : code;
}
