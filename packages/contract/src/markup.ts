/**
 * What counts as markup in a text: a real tag, never an angle bracket alone. `Use the <Enter>
 * key`, `x<y>z`, `<Ctrl-C>`, `a < b` and `<3` are text; `<b>`, `</p>`, `<img src=x>`,
 * `<svg onload=…>`, `<y onclick=x>`, `<!-- … -->`, `<!doctype html>` and `<?xml …?>` are markup. Plain-text fields
 * refuse markup (validation.ts) and the rich-text sanitizer removes what it does not keep; both
 * read a text with this one rule.
 */

/** The element names of HTML (with the obsolete ones browsers still parse), SVG and MathML. */
const ELEMENT_NAMES = [
  'a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big',
  'blink blockquote body br button canvas caption center cite code col colgroup data datalist dd',
  'del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form',
  'frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe image img input ins',
  'isindex kbd keygen label legend li link listing main map mark marquee menu menuitem meta',
  'meter multicol nav nextid nobr noembed noframes noscript object ol optgroup option output p',
  'param picture plaintext portal pre progress q rb rp rt rtc ruby s samp script search section',
  'select slot small source spacer span strike strong style sub summary sup table tbody td',
  'template textarea tfoot th thead time title tr track tt u ul var video wbr xmp',
  // SVG and MathML, which HTML parses inline (and whose elements take event handlers too).
  'svg math animate animatemotion animatetransform circle clippath defs desc ellipse',
  'foreignobject g line lineargradient marker mask path pattern polygon polyline',
  'radialgradient rect set stop symbol text textpath tspan use view mi mn mo ms mtext mrow',
  'annotation-xml',
].flatMap((names) => names.split(' '));

/** A tag name of ELEMENT_NAMES. */
const TAG_NAME = `(?:${ELEMENT_NAMES.join('|')})`;

/** Anything in a tag up to its end, quoted values included. */
const TAG_REST = `(?:[\\s/][^>]*)?>`;

/**
 * The markup of a text: a tag or closing tag of a known element, any tag carrying an attribute
 * with a value (a custom element's too) (`<y onclick=x>`), a comment, a CDATA section, a doctype or a
 * processing instruction.
 */
const MARKUP_SOURCE = [
  `</?${TAG_NAME}${TAG_REST}`,
  `</?[a-z][\\w:-]*\\s[^>]*?[\\w:-]+\\s*=[^>]*>`,
  `<!--`,
  `<!\\[CDATA\\[`,
  `<!doctype\\b`,
  `<\\?[a-z]`,
].join('|');

const MARKUP = new RegExp(MARKUP_SOURCE, 'i');

/** Whether a text holds markup (a real tag, comment or declaration; see MARKUP_SOURCE). */
export function hasMarkup(value: string): boolean {
  return value.includes('<') && MARKUP.test(value);
}

/** Markup, or a `<` that starts none (text). */
const MARKUP_OR_BRACKET = new RegExp(`${MARKUP_SOURCE}|<`, 'gi');

/**
 * The text with every `<` that starts no markup written as `&lt;`, so that an HTML parser reads
 * `Use the <Enter> key` as the text it is rather than as an unknown tag it would drop.
 */
export function escapeTextBrackets(value: string): string {
  if (!value.includes('<')) return value;
  return value.replace(MARKUP_OR_BRACKET, (found) => (found === '<' ? '&lt;' : found));
}
