import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { WEB_ERROR_CODES } from '@/shared/lib/web-errors.ts';

/** A refused or failed call, in the catalogue's words, where the person acted; nothing if none. */
export function EventFailure({ error }: { error: unknown }) {
  if (!error || (isApiError(error) && error.cancelled)) return null;
  const code = isApiError(error) ? error.code : WEB_ERROR_CODES.network;
  const args = isApiError(error) ? error.errorArgs : [];
  return (
    <p className="vaga-field__error" role="alert">
      {errorText(code, currentLocale(), args)}
    </p>
  );
}
