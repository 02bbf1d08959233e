import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer';
import { accent, padding } from '@vaga/contract/pseudo';
import { PARSE_OPTIONS } from '../../src/platform/texts/catalogues.ts';

/**
 * Pseudo-localization of the contract's ICU catalogues: a test language made from English
 * (`en-XA`), so a screen or a message shows what would break in a language people have not
 * written yet: every letter accented, each message about 40 % longer, bracketed (a cut text loses
 * its `]`). The ICU structure is kept: arguments, plural forms and `#` are left as they are, only
 * the text between them changes (the web's own namespaces: `pseudoText`, in the contract).
 */
function accentElements(elements: MessageFormatElement[]): number {
  let letters = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      letters += element.value.length;
      element.value = accent(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      let longest = 0;
      for (const option of Object.values(element.options))
        longest = Math.max(longest, accentElements(option.value));
      letters += longest;
    }
  }
  return letters;
}

/** An English ICU message pseudo-localized: `[Ţĥé ƒíľé … ~~~~~~~~]`. */
export function pseudoLocalize(message: string): string {
  const ast = parse(message, PARSE_OPTIONS);
  const letters = accentElements(ast);
  const printed = printAST([
    { type: TYPE.literal, value: '[' },
    ...ast,
    { type: TYPE.literal, value: ` ${padding(letters)}]` },
  ]);
  // Written as the catalogues write ICU (`{n, plural, one {…} other {…}}`), the form the web's
  // formatter reads.
  return printed
    .replace(/\{(\w+),(plural|select|selectordinal),/g, '{$1, $2, ')
    .replace(/(, |\} )(=?\w+)\{/g, '$1$2 {');
}

/** The text a message writes (its literals, plural forms' too), without its ICU syntax. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      return '';
    })
    .join('');
}

/**
 * A message of the web app's screens pseudo-localized; one with no letter outside its arguments
 * (`{count} / {max}`, `—`) is left as it is, as `pseudoText` leaves it: nothing to translate.
 */
export function pseudoScreenMessage(message: string): string {
  if (!/[a-zA-Z]/.test(literalText(parse(message, PARSE_OPTIONS)))) return message;
  return pseudoLocalize(message);
}

/** A catalogue (`{ key: message }`) pseudo-localized. */
export function pseudoCatalogue(
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, pseudoLocalize(message)]),
  );
}
