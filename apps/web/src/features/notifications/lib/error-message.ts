import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';

/** The message of a failed call in the current language (the catalogue's, with its values). */
export function failureText(error: unknown): string {
  if (isApiError(error)) return errorText(error.code, currentLocale(), error.errorArgs);
  return errorText('INTERNAL_SERVER_ERROR', currentLocale());
}
