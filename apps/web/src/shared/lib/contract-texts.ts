import { WEB_TEXT_DOMAINS, hasTexts, languageOf, registerTexts, type Locale } from '@vaga/contract';
import { currentLocale } from './locale.ts';
import { pseudoFiles } from './pseudo-files.ts';

/**
 * The contract's catalogues (`packages/contract/texts/<tag>/<domain>.json`: errors, validation)
 * as the web app loads them: the page language's files only, each its own chunk, fetched like a
 * namespace of texts, never with the first screen of a page that shows none of them. The
 * contract formats them (its `formatSimple`): the ICU parser is not downloaded.
 */
const FILES = import.meta.glob<Readonly<Record<string, string>>>(
  [
    '../../../../../packages/contract/texts/*/{errors,validation}.json',
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

const loads = new Map<Locale, Promise<void>>();

/** Loads (once) and registers the contract's texts of a language. */
export function loadContractTexts(locale: Locale = currentLocale()): Promise<void> {
  const known = loads.get(locale);
  if (known) return known;
  const load = Promise.all(
    WEB_TEXT_DOMAINS.filter((domain) => !hasTexts(locale, domain)).map(async (domain) => {
      const files = await filesOf(locale);
      const file = Object.keys(files).find((path) => path.endsWith(`/${locale}/${domain}.json`));
      if (!file) throw new Error(`No texts ${locale}/${domain}`);
      registerTexts(locale, domain, await files[file]!());
    }),
  ).then(() => undefined);
  // A failed load (offline) is tried again by the next page that asks.
  load.catch(() => loads.delete(locale));
  loads.set(locale, load);
  return load;
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
