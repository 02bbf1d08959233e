import {
  WEB_TEXT_DOMAINS,
  hasTexts,
  languageOf,
  registerTexts,
  type Locale,
  type WebTextDomain,
} from '@vaga/contract';
import { currentLocale } from './locale.ts';
import { pseudoFiles } from './pseudo-files.ts';

/**
 * The contract's catalogues (`packages/contract/texts/<tag>/<domain>.json`) as the web app loads
 * them: the page language's files only, each its own chunk, fetched like a namespace of texts,
 * never with the first screen of a page that shows none of them. Errors and validation come with
 * every page that can show them; the names of states and kinds (events, jobseeks, unemployment)
 * with the pages that show them. The contract formats them (its `formatSimple`): the ICU parser is
 * not downloaded.
 */
const FILES = import.meta.glob<Readonly<Record<string, string>>>(
  [
    '../../../../../packages/contract/texts/*/{errors,validation,events,jobseeks,unemployment,fit,joboffers}.json',
    // The test languages' (pseudo-locale-files.ts).
    '!../../../../../packages/contract/texts/*-X?/*.json',
  ],
  { import: 'default' },
);

/** The files of a language's catalogues: a test language's from their own module. */
async function filesOf(locale: Locale): Promise<typeof FILES> {
  if (!languageOf(locale).pseudo) return FILES;
  return (await pseudoFiles()).PSEUDO_CONTRACT_FILES;
}

const loads = new Map<string, Promise<void>>();

function loadDomain(locale: Locale, domain: WebTextDomain): Promise<void> {
  const key = `${locale}/${domain}`;
  const known = loads.get(key);
  if (known) return known;
  if (hasTexts(locale, domain)) return Promise.resolve();
  const load = filesOf(locale).then(async (files) => {
    const file = Object.keys(files).find((path) => path.endsWith(`/${key}.json`));
    if (!file) throw new Error(`No texts ${key}`);
    registerTexts(locale, domain, await files[file]!());
  });
  // A failed load (offline) is tried again by the next page that asks.
  load.catch(() => loads.delete(key));
  loads.set(key, load);
  return load;
}

/** Loads (once) and registers the contract's texts of a language: errors and validation unless told. */
export function loadContractTexts(
  locale: Locale = currentLocale(),
  domains: readonly WebTextDomain[] = WEB_TEXT_DOMAINS,
): Promise<void> {
  return Promise.all(domains.map((domain) => loadDomain(locale, domain))).then(() => undefined);
}

let waiting = false;

/**
 * On a page that shows no error or form when it opens (the public pages): the texts load at the
 * visitor's first touch, key or focus, before anything they do can fail or open a form.
 */
export function loadContractTextsOnFirstInteraction(): void {
  if (waiting || typeof window === 'undefined') return;
  waiting = true;
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const start = () => {
    for (const event of events) window.removeEventListener(event, start, true);
    void loadContractTexts().catch(() => undefined);
  };
  for (const event of events) window.addEventListener(event, start, true);
}
