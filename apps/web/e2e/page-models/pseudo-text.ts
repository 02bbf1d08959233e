import type { Page, Response } from '@playwright/test';
import { LANGUAGES } from '@vaga/contract';

/**
 * Texts shown in the test language `en-XA` that skipped the catalogue: every text of the
 * catalogues (and every translated label the server sends) comes pseudo-localized, `[Ŝàṽéđ ~~]`,
 * so a word of plain ASCII letters outside brackets was written into a component, or sent by the
 * server, without going through a language's texts. What may stay plain, and why:
 *
 * - people's own data, as the API sent it under a field that holds it (`PEOPLES_FIELDS`: a name,
 *   an e-mail address, an interview's place, a remark, a CV's skills and former employers, a CV
 *   file's name; one language's column of a vacancy's texts, which the consoles show side by
 *   side for review): not translated, shown as written;
 * - the currency's code before an amount (`MOP 7,280`), written so in every language;
 * - the demo mailbox's e-mails, as they were sent (in the recipient's language then);
 * - what the page's address carries (`?eventName=`: an event's name, as the link wrote it);
 * - each language's name in itself (the CV's language, the statistics by language), as the
 *   language switch shows it;
 * - the names antd gives its icons (`<span class="anticon anticon-filter" role="img"
 *   aria-label="filter">`, a table's sort and filter marks): the library's, not ours;
 * - e-mail and web addresses and file names (`cv.pdf`);
 * - tokens with a digit (codes, reference numbers, `2026`, `10:30`);
 * - the names of months and weekdays, as the date library's English writes them (dates follow
 *   the record's `dateLocale`, not a catalogue);
 * - single letters (a list's marker, an initial).
 *
 * Checked: every text node under `<body>` outside `<script>`/`<style>`, and the `placeholder`,
 * `aria-label`, `title` and `alt` a person meets.
 */

/** Fields of the API's answers that hold what people wrote about themselves or their records. */
const PEOPLES_FIELDS = new Set([
  'name',
  'nameCn',
  'namePt',
  'nameEn',
  'seekerName',
  'viewerName',
  'employerName',
  'contactName',
  'email',
  'location',
  'remark',
  'address',
  'fileName',
  'cvName',
  'uploadFileName',
  'textSkill',
  'compnayName',
  'companyName',
]);

/**
 * A field of people's data: one of `PEOPLES_FIELDS`, or one language's column of a text an
 * employer wrote in each language (`descriptionEn`, `{ zh, pt, en }`), which the consoles show
 * side by side as written for review.
 */
const peoples = (field: string) =>
  PEOPLES_FIELDS.has(field) || /[a-z](Cn|Pt|En)$|^(zh|pt|en)$/.test(field);

/** Answers whose every text is a message as it was sent: the demo mailbox's e-mails. */
const AS_SENT = /\/mailbox\b/;

/** The texts allowed to stay plain, and a wait for the answers still being read. */
export interface PlainTexts {
  texts: Set<string>;
  /** Resolves once every API answer received so far has been read into `texts`. */
  read(): Promise<void>;
}

/**
 * The texts allowed to stay plain: each language's name in itself, and, collected from the
 * page's API answers as they come, what people wrote and the mailbox's e-mails. An answer's body
 * is read after the answer arrives, so the walk waits for `read()` before it checks a page: on a
 * busy machine a page could otherwise be checked before the words it shows were collected.
 */
export function plainAllowed(page: Page): PlainTexts {
  const texts = new Set<string>(LANGUAGES.map((language) => language.selfName));
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown, field: string | null, all: boolean) => {
    if (typeof value === 'string') {
      if ((all || (field !== null && peoples(field))) && /[A-Za-z]/.test(value))
        texts.add(value.trim());
    } else if (Array.isArray(value)) for (const item of value) collect(item, field, all);
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) collect(item, key, all);
  };
  const readAnswer = async (response: Response) => {
    try {
      collect(await response.json(), null, AS_SENT.test(new URL(response.url()).pathname));
    } catch {
      // An answer without a body (204, a redirect) holds nothing.
    }
  };
  page.on('response', (response) => {
    if (!response.url().includes('/v1/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const done = readAnswer(response).finally(() => reading.delete(done));
    reading.add(done);
  });
  return {
    texts,
    read: async () => {
      while (reading.size > 0) await Promise.all([...reading]);
    },
  };
}

/** The plain English words on the page that are not allowed to stay plain, one line each. */
export async function unpseudoTexts(page: Page, allowed: PlainTexts): Promise<string[]> {
  await allowed.read();
  return page.evaluate(
    (given) => {
      // What the address carries, as the page's links wrote it. The longest first: a short text
      // taken out of a longer one first ("formação" out of a vacancy's sentence) would leave the
      // longer one unmatched.
      const people = [...given, ...new URLSearchParams(window.location.search).values()].sort(
        (a, b) => b.length - a.length,
      );
      const months = new Set<string>();
      for (let month = 0; month < 12; month++)
        for (const style of ['long', 'short'] as const)
          months.add(new Date(2026, month, 1).toLocaleString('en', { month: style }));
      for (let day = 0; day < 7; day++)
        for (const style of ['long', 'short'] as const)
          months.add(new Date(2026, 10, 1 + day).toLocaleString('en', { weekday: style }));
      const strip = (text: string) => {
        let rest = text
          .replace(/\S+@\S+|https?:\/\/\S+|\S+\.(?:pdf|png|jpe?g|webp|heic|docx?)\b/gi, ' ')
          // The currency's code before an amount, as every language writes it (`MOP 7,280`).
          .replace(/\bMOP(?= \d)/g, ' ');
        for (const own of people) if (own.length > 1) rest = rest.split(own).join(' ');
        // Bracketed texts, the innermost first (a pseudo text may hold another as a value).
        for (let before = ''; before !== rest;) {
          before = rest;
          rest = rest.replace(/\[[^[\]]*\]/g, ' ');
        }
        return rest.replace(/\S*\d\S*/g, ' ');
      };
      const words = (text: string) => {
        const whole = text.trim();
        // A piece of an allowed text (a mail's link split into its parts).
        if (whole.length > 1 && people.some((own) => own.includes(whole))) return [];
        return (strip(text).match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !months.has(word));
      };
      /** An antd icon named by the library (`anticon-filter` → `filter`). */
      const libraryIcon = (element: Element, label: string) =>
        element.closest(`.anticon-${CSS.escape(label)}`) !== null;
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('script, style, noscript, template')) continue;
        const text = node.textContent ?? '';
        if (words(text).length > 0) found.add(`text "${text.trim().slice(0, 80)}"`);
      }
      for (const element of document.body.querySelectorAll(
        '[placeholder], [aria-label], [title], img[alt]',
      ))
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const text = element.getAttribute(name) ?? '';
          if (name === 'aria-label' && libraryIcon(element, text)) continue;
          if (words(text).length > 0) found.add(`${name} "${text.trim().slice(0, 80)}"`);
        }
      if (words(document.title).length > 0) found.add(`page title "${document.title}"`);
      return [...found];
    },
    [...allowed.texts],
  );
}
