import sanitizeHtml from 'sanitize-html';
import { escapeTextBrackets } from '@vaga/contract';

/**
 * Free text one party writes and another reads is of two kinds (the contract's textField and
 * richTextField): plain text, refused with markup on the way in and shown as text; and the few
 * rich-text remarks (spec §4 cardRemark), kept to the tags below. What is returned goes through
 * these too, so a row written before a rule (or by the seed) never returns unsanitized markup.
 * Both read a text as the contract's markup rule does: `Use the <Enter> key` is text, kept.
 */

/** The tags rich text keeps, never with attributes (the web's RichText keeps the same). */
export const RICH_TEXT_TAGS = ['b', 'i', 'strong', 'em', 'br', 'p'];

/** A link to a script or inline data: dropped with its text, which only baits a click. */
const SCRIPT_LINK = /^(?:javascript|vbscript|data):/i;

/** The name a dropped link takes, removed with its content like a script. */
const DROPPED = 'vaga-dropped';

const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', DROPPED],
  transformTags: {
    a: (tagName, attribs) => ({
      // Browsers ignore controls and spaces in a scheme (`java\tscript:`): so does the check.
      // eslint-disable-next-line no-control-regex
      tagName: SCRIPT_LINK.test((attribs.href ?? '').replace(/[\u0000-\u0020]/g, ''))
        ? DROPPED
        : tagName,
      attribs,
    }),
  },
};

/**
 * Rich text: only RICH_TEXT_TAGS survive, without attributes; other tags give up their markup
 * and keep their text, but scripts, styles and links to scripts go with their content.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(escapeTextBrackets(html), RICH_OPTIONS);
}

const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * A text as plain text: every tag removed with its markup (script and style with their content),
 * the text kept as it reads (entities decoded, `a < b` and `<Enter>` left as they are).
 */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  const stripped = sanitizeHtml(escapeTextBrackets(text), {
    ...RICH_OPTIONS,
    allowedTags: [],
  });
  return stripped.replace(/&(?:lt|gt|amp);/g, (entity) => ESCAPED[entity]);
}

/**
 * Rich text read as plain text (a rich remark where only text is shown, such as a history): the
 * sanitized text's own text, each paragraph and line break a new line.
 */
export function richAsPlainText(html: string): string {
  return plainText(sanitizeRichText(html).replace(/<br\s*\/?>|<\/p>/gi, '\n'))
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .trim();
}
