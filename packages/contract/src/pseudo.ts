/**
 * Pseudo-localization of a text (the test language `en-XA`, made from English): every letter
 * accented, about 40 % longer (`~`), bracketed, so a screen shows what a language nobody has
 * written yet would break (a text cut loses its `]`; a text that skipped the catalogue stays
 * plain). What a program reads in a text is kept: `{{name}}` and `{name}` placeholders, `<b>`
 * tags, `$t(key)` references.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥíĵķľɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĽṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const LETTERS = new Map([...PLAIN].map((letter, i) => [letter, ACCENTED[i]!]));

/** The parts of a text a program reads: left as they are. */
const KEPT = /(\{\{[^{}]*\}\}|\{[^{}]*\}|<\/?[a-zA-Z][^<>]*>|\$t\([^)]*\))/;

/** Letters of a text accented (nothing else changed). */
export function accent(text: string): string {
  let out = '';
  for (const char of text) out += LETTERS.get(char) ?? char;
  return out;
}

/**
 * What makes a text of `letters` letters about 40 % longer: `~` in words of up to six, so a long
 * text still breaks between words where the language's would.
 */
export function padding(letters: number): string {
  const tildes = Math.max(1, Math.ceil(letters * 0.4));
  return Array.from({ length: Math.ceil(tildes / 6) }, (_, i) =>
    '~'.repeat(Math.min(6, tildes - i * 6)),
  ).join(' ');
}

/**
 * A text pseudo-localized: `[Ţĥé ţéẋţ ~~~]`, its placeholders and tags kept. A text with no letter
 * outside them (`{{count}} / {{max}}`, `—`, `, `) is left as it is: there is nothing to translate.
 */
export function pseudoText(text: string): string {
  let letters = 0;
  let words = false;
  const parts = text.split(KEPT).map((part, i) => {
    if (i % 2 === 1) return part;
    letters += part.length;
    words ||= /[a-zA-Z]/.test(part);
    return accent(part);
  });
  if (!words) return text;
  return `[${parts.join('')} ${padding(letters)}]`;
}
