import type { Locale } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { fieldOfPath, type FieldName } from './form-values.ts';

/** A refused submission that belongs to a field or to the documents step. */
export type ServerProblem =
  { where: 'field'; field: FieldName; message: string } | { where: 'documents'; message: string };

const pathOf = (arg: string | undefined) =>
  (arg ?? '')
    .replace(/^body\.?/, '')
    .split('.')
    .filter(Boolean);

/**
 * VALIDATION_FAIL carries the field's path and the schema's message key, a disabled option its
 * name and path; a missing separation document belongs to the documents step. Anything else is
 * not a field's (null: the page shows it as a toast).
 */
export function serverProblem(error: unknown, locale: Locale): ServerProblem | null {
  if (!isApiError(error)) return null;
  const args = error.errorArgs.map(String);
  if (error.code === 'BE_UNEMPLOYMENT_DOCUMENT_REQUIRED')
    return { where: 'documents', message: errorText(error.code, locale, error.errorArgs) };
  if (error.code === 'VALIDATION_FAIL') {
    const field = fieldOfPath(pathOf(args[0]));
    return field
      ? { where: 'field', field, message: args[1] ?? errorText(error.code, locale, [args[0]]) }
      : null;
  }
  if (error.code === 'BE_REFERENCE_OPTION_INACTIVE') {
    const field = fieldOfPath(pathOf(args[1]));
    return field
      ? { where: 'field', field, message: errorText(error.code, locale, error.errorArgs) }
      : null;
  }
  return null;
}
