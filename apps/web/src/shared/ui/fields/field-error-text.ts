import { errorMessage, isErrorCode, validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';

/** A `validation.*` key or a catalogue code in the current language; '' when there is none. */
export function fieldErrorText(error: string | undefined): string {
  if (!error) return '';
  return isErrorCode(error)
    ? errorMessage(error, currentLocale())
    : validationText(error, currentLocale());
}
