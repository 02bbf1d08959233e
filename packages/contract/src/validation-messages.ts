import type { Locale } from './locales.ts';
import { rawText, text, type TextKey } from './texts.ts';

/**
 * Field validation messages (spec §5), in every language's `texts/<tag>/validation.json`. A
 * schema's message is a key with its arguments joined by `|` (e.g. `validation.maxLength|50`), so
 * the server and the web share one schema and each shows the message next to its field in the
 * user's language with `validationText()`, when it is shown (the web loads the page language's
 * texts only).
 */
export type ValidationKey = TextKey<'validation'>;

/** A schema message: the key, then its arguments, joined by `|`. */
export function validationMessage(key: ValidationKey, ...args: (string | number)[]): string {
  return [key, ...args].join('|');
}

/** The text of a schema message in a locale; a message that is not a known key is returned as is. */
export function validationText(message: string, locale: Locale): string {
  const [key, ...args] = message.split('|');
  if (rawText(locale, 'validation', key!) === undefined) return message;
  return text(locale, 'validation', key as ValidationKey, args);
}
