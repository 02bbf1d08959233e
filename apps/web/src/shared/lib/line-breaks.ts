/** U+2060 WORD JOINER: no line break on either side, nothing drawn. */
const WORD_JOINER = '\u2060';

/**
 * A text whose straight double quotes stay on the line of the bracket they open onto. Chromium
 * breaks a line between `"` and an opening bracket, so a quoted vacancy title that starts with
 * one (`"(Part-time) Cook"`, `"[Urgent] Cook"`) can leave its quote alone at a line's end; a word
 * joiner between the two forbids that break. Other breaks are left as they are.
 */
export function quotesKeptWithBrackets(text: string): string {
  return text.replace(/"(?=[([{])/g, `"${WORD_JOINER}`);
}
