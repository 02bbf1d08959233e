import { z } from 'zod';
import { MAX_ROW_ID } from './limits.ts';
import { hasMarkup } from './markup.ts';
import { validationMessage, type ValidationKey } from './validation-messages.ts';

/**
 * The field schemas shared by server and web. Their messages (and the texts of those messages)
 * are in validation-messages.ts, which a page can load without the schema library.
 */
export * from './validation-messages.ts';
export { escapeTextBrackets, hasMarkup } from './markup.ts';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** `required` when the value is missing, otherwise the given message. */
function missingOr(key: ValidationKey) {
  return (issue: { input?: unknown }) =>
    validationMessage(isMissing(issue.input) ? 'validation.required' : key);
}

/** The message of a missing or malformed group of fields (a resume section). */
export const groupError = missingOr('validation.invalid');

/** A required integer. */
export function integerField() {
  return z
    .number({ error: missingOr('validation.integer') })
    .int({ error: validationMessage('validation.integer') });
}

/** A required integer in [min, max]. */
export function boundedInteger(min: number, max: number) {
  return integerField()
    .min(min, { error: validationMessage('validation.min', min) })
    .max(max, { error: validationMessage('validation.max', max) });
}

/** Plain decimal digits, no leading zero, at most ten of them. */
const DECIMAL_DIGITS = /^(0|[1-9]\d{0,9})$/;

/**
 * A whole number in a query or path parameter (ids, pages): plain decimal digits only — `1e3`,
 * `1.0`, ` 12`, `+1` and `0x1` are refused, where `Number()` would read them — in [min, max].
 */
export function paramInteger(min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_DIGITS.test(value) ? Number(value) : value),
    boundedInteger(min, max),
  );
}

/**
 * The id of a row in a request body: an integer in [1, MAX_ROW_ID]. Every id a client sends uses
 * it (or rowIdParam), so an id past the column's range is refused as VALIDATION_FAIL rather than
 * reaching the database (openapi.ids.test.ts checks every id field of the published API).
 */
export function rowId() {
  return boundedInteger(1, MAX_ROW_ID);
}

/** The id of a row in a path or query parameter: plain decimal digits, in [1, MAX_ROW_ID]. */
export function rowIdParam() {
  return paramInteger(1, MAX_ROW_ID);
}

/** The id of a reference option: a positive integer (existence and activity are checked by the server). */
export function optionId() {
  return boundedInteger(1, MAX_ROW_ID);
}

/** A required 0/1 flag. */
export function flagField() {
  return z.union([z.literal(0), z.literal(1)], { error: missingOr('validation.choice') });
}

/** A required code among the given ones (e.g. sex 1/2). */
export function codeField<const T extends readonly [number, ...number[]]>(codes: T) {
  return z.union(
    codes.map((code) => z.literal(code)) as unknown as [
      z.ZodLiteral<T[number]>,
      ...z.ZodLiteral<T[number]>[],
    ],
    { error: missingOr('validation.choice') },
  );
}

/**
 * Characters no text of Vaga holds, refused wherever a client sends text: NUL and the other C0
 * controls but tab, line feed and carriage return; DEL and the C1 controls but NEL (U+0085);
 * the bidirectional controls that make a name read differently from what it is (U+200E/F,
 * U+061C, U+202A–U+202E, U+2066–U+2069); the interlinear annotation controls (U+FFF9–U+FFFB);
 * the noncharacters U+FFFE and U+FFFF; and a lone surrogate, half of a character.
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text is free of the characters of UNSAFE_TEXT. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The line breaks a text may hold besides line feed: CR LF, CR, NEL, U+2028 and U+2029. */
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/**
 * A text with every line break a line feed: CR LF, CR, NEL (U+0085), the line separator
 * (U+2028) and the paragraph separator (U+2029) are line breaks written another way, which
 * screens, PDFs and e-mails draw as boxes or not at all. The server stores every text so.
 */
export function normalizeLineBreaks(value: string): string {
  return hasOtherLineBreaks(value) ? value.replace(LINE_BREAKS, '\n') : value;
}

/** Whether a text holds a line break other than a line feed. */
export function hasOtherLineBreaks(value: string): boolean {
  return /[\r\u0085\u2028\u2029]/.test(value);
}

/** Any string a client sends (free text, query and path strings) refuses unsafe characters. */
export function safeString() {
  return z
    .string({ error: missingOr('validation.required') })
    .refine(isSafeText, { error: validationMessage('validation.unsafeText'), abort: true });
}

/**
 * A text of at most `max` characters (after trimming); optional texts may be null or empty.
 * Free text is plain: it is shown as text to whoever reads it, so markup is refused on the way
 * in. The few fields written as rich text use richTextField.
 */
export function textField(max: number) {
  return richTextField(max).refine((value) => !hasMarkup(value), {
    error: validationMessage('validation.markup'),
  });
}

/**
 * A text that may hold rich-text markup (spec §4: the card remark), at most `max` characters:
 * the server keeps only the tags of its sanitizer and shows it as rich text.
 */
export function richTextField(max: number) {
  return safeString()
    .trim()
    .max(max, { error: validationMessage('validation.maxLength', max) });
}

/** A required, non-blank text of at most `max` characters. */
export function requiredText(max: number) {
  return textField(max).min(1, { error: validationMessage('validation.required') });
}

/** A list of at most `max` items. */
export function listField<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item, { error: missingOr('validation.required') })
    .max(max, { error: validationMessage('validation.maxItems', max) });
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function dateField() {
  return z
    .string({ error: missingOr('validation.date') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationMessage('validation.date') })
    .refine(isCalendarDate, { error: validationMessage('validation.date') });
}

export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
