import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '@vaga/contract';

/**
 * The languages the route passes walk: every language of the contract's list, or those named in
 * `E2E_LANGUAGES` (`E2E_LANGUAGES=zh-Hans`) to walk one while working on it.
 */
export function languagesUnderTest(): readonly Locale[] {
  const wanted = process.env.E2E_LANGUAGES?.split(',').map((tag) => tag.trim());
  return wanted ? LOCALES.filter((locale) => wanted.includes(locale)) : LOCALES;
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
