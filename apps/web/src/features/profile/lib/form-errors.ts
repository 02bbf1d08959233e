import { PROFILE_SECTIONS, sectionOfField, type Locale, type ProfileSection } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';

/** A server error that belongs next to a field of the form. */
export interface ServerFieldError {
  /** The section of the field; null for fields outside the sections (`isPublic`). */
  section: ProfileSection | null;
  /** The field's path inside its section, dotted (`educationList.0.typeEducationId`). */
  field: string;
  /** A schema message key or a ready text in the locale. */
  message: string;
}

/** Reads a request field path (`body.contactInfo.mobileNum` or `body.mobileNum`). */
export function fieldOfPath(
  path: string,
): { section: ProfileSection | null; field: string } | null {
  const parts = path.split('.');
  if (parts[0] === 'body') parts.shift();
  if (parts.length === 0) return null;
  const [first, ...rest] = parts;
  if ((PROFILE_SECTIONS as readonly string[]).includes(first)) {
    return rest.length > 0 ? { section: first as ProfileSection, field: rest.join('.') } : null;
  }
  return { section: sectionOfField(first), field: parts.join('.') };
}

/**
 * Places a failed save next to its field (spec: "errors show next to their fields, the server's
 * too"): VALIDATION_FAIL carries the path and the schema's message key, a disabled option its name
 * and path, the age rule belongs to the birthday. Other failures are not a field's: null.
 */
export function serverFieldError(error: unknown, locale: Locale): ServerFieldError | null {
  if (!isApiError(error)) return null;
  const args = error.errorArgs.map(String);
  if (error.code === 'VALIDATION_FAIL' && args[0]) {
    const at = fieldOfPath(args[0]);
    if (!at) return null;
    return { ...at, message: args[1] ?? errorText(error.code, locale, [args[0]]) };
  }
  if (error.code === 'BE_REFERENCE_OPTION_INACTIVE' && args[1]) {
    const at = fieldOfPath(args[1]);
    return at ? { ...at, message: errorText(error.code, locale, error.errorArgs) } : null;
  }
  if (error.code === 'BE_SEEKER_AGE_MUST_GE_16' || error.code === 'BE_BIRTHDAY_MISMATCH') {
    return { section: 'personalInfo', field: 'bod', message: errorText(error.code, locale) };
  }
  return null;
}
