import type { Locale } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';

/** A refused save that belongs next to a field of the form. */
export interface ServerFieldError {
  /** The field's path in the form, dotted (`jobSeekJobTitleList.0.typeSalaryId`). */
  field: string;
  /** A schema message key or a ready text. */
  message: string;
}

/** Lists chosen with checkboxes show their message under the whole list. */
const CHECKBOX_LISTS = /^(jobSeekLocationList|notificationMethodList|notificationTypeList)\./;

const fieldOf = (path: string | undefined) => {
  if (!path) return null;
  const field = path.replace(/^body\./, '');
  if (field === '' || field === 'body') return null;
  const list = CHECKBOX_LISTS.exec(field);
  return list ? list[1] : field;
};

/**
 * VALIDATION_FAIL carries the field's path and the schema's message key, a disabled option its
 * name and path; other failures are not a field's (null: the page shows them as a toast).
 */
export function serverFieldError(error: unknown, locale: Locale): ServerFieldError | null {
  if (!isApiError(error)) return null;
  const args = error.errorArgs.map(String);
  if (error.code === 'VALIDATION_FAIL') {
    const field = fieldOf(args[0]);
    return field ? { field, message: args[1] ?? errorText(error.code, locale, [args[0]]) } : null;
  }
  if (error.code === 'BE_REFERENCE_OPTION_INACTIVE') {
    const field = fieldOf(args[1]);
    return field ? { field, message: errorText(error.code, locale, error.errorArgs) } : null;
  }
  return null;
}
