import type { Locator, Page } from '@playwright/test';

/** The parts of the shell every page shares: top bar and, on home pages, the bottom tabs. */
export class AppShell {
  readonly page: Page;
  readonly title: Locator;
  readonly tabs: Locator;
  readonly languageButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByRole('banner').getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('navigation').filter({ has: page.locator('.adm-tab-bar') });
    this.languageButton = page.getByRole('banner').locator('button').filter({ has: page.locator('svg') }).nth(1);
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name });
  }

  /** Opens the language switch (its accessible name is "language" in the current language). */
  async switchLanguage(currentLabel: string, target: string): Promise<void> {
    await this.page.getByRole('button', { name: currentLabel }).click();
    await Promise.all([this.page.waitForEvent('load'), this.page.getByText(target, { exact: true }).click()]);
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
