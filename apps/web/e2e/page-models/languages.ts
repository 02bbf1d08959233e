import type { Page } from '@playwright/test';
import { LANGUAGE_LIST } from '@vaga/contract';

/**
 * A language a route walk covers, and what it is: offered and written by people (`authored`),
 * offered and generated from another (`derived`: zh-Hans), or a test language (`pseudo`: en-XA,
 * on a server that answers in it).
 */
export interface WalkedLanguage {
  tag: string;
  kind: 'authored' | 'derived' | 'pseudo';
}

/** Every language of the contract's list, the test ones last, or those named in `E2E_LANGUAGES`. */
export function walkedLanguages(): WalkedLanguage[] {
  const wanted = process.env.E2E_LANGUAGES?.split(',').map((tag) => tag.trim());
  return LANGUAGE_LIST.filter((language) => !wanted || wanted.includes(language.tag))
    .map((language): WalkedLanguage => ({
      tag: language.tag,
      kind: 'pseudo' in language ? 'pseudo' : 'derivedFrom' in language ? 'derived' : 'authored',
    }))
    .sort((a, b) => Number(a.kind === 'pseudo') - Number(b.kind === 'pseudo'));
}

/**
 * Texts on the page that are a catalogue key rather than its text (`topBar.language`): what the
 * translator shows for a key its language's catalogue lacks. Web addresses and the names of
 * files a person attached (`payslip.png`) are not keys.
 */
export function rawKeyFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /^[a-z][a-zA-Z0-9]*(?:[.:][a-zA-Z][a-zA-Z0-9_-]*)+$/;
    const address = /\.(?:mo|com|org|net|gov|pt|cn|hk|pdf|png|jpe?g|webp|heic|docx?)$|^www\./;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (key.test(text) && !address.test(text)) found.push(`raw key: ${text}`);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const text = element.getAttribute(name)?.trim() ?? '';
        if (key.test(text) && !address.test(text)) found.push(`raw key in ${name}: ${text}`);
      }
    }
    return found;
  });
}
