import { get, useFormContext } from 'react-hook-form';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';

/**
 * The message of a field of the form around it (react-hook-form), in the current language: a
 * schema key or a ready text; a list's own message (too many items, at least one) when the name is
 * a list's; '' when the field is fine.
 */
export function useFieldError(name: string): string {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? validationText(message, currentLocale()) : '';
}
