import sanitizeHtml from 'sanitize-html';

/**
 * Free text one party writes and another reads is of two kinds (the contract's textField and
 * richTextField): plain text, refused with markup on the way in and shown as text; and the few
 * rich-text remarks (spec §4 cardRemark), kept to the tags below. What is returned goes through
 * these too, so a row written before a rule (or by the seed) never returns unsanitized markup.
 */

/** The tags rich text keeps, never with attributes (the web's RichText keeps the same). */
export const RICH_TEXT_TAGS = ['b', 'i', 'strong', 'em', 'br', 'p'];

/** Rich text: only RICH_TEXT_TAGS survive, without attributes; the rest gives up its markup. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, { allowedTags: RICH_TEXT_TAGS, allowedAttributes: {} });
}

const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * A text as plain text: every tag removed with its markup (script and style with their content),
 * the text kept as it reads (entities decoded, `a < b` left as it is).
 */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return stripped.replace(/&(?:lt|gt|amp);/g, (entity) => ESCAPED[entity]);
}

/** Rich text read as plain text (a rich remark where only text is shown, such as a history). */
export function richAsPlainText(html: string): string {
  return plainText(html.replace(/<br\s*\/?>|<\/p>/gi, '\n')).trim();
}
