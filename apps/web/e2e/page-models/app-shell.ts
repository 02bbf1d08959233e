import type { Locator, Page } from '@playwright/test';

/** The parts of the shell every page shares: top bar and, on home pages, the bottom tabs. */
export class AppShell {
  readonly page: Page;
  readonly title: Locator;
  readonly tabs: Locator;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByRole('banner').getByRole('heading', { level: 1 });
    this.tabs = page.getByRole('navigation').filter({ has: page.locator('.adm-tab-bar') });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('link', { name });
  }

  /** Chooses a language in the switch, named "language" in the current language; the page reloads. */
  async switchLanguage(switchName: string, target: string): Promise<void> {
    await this.page.getByRole('button', { name: switchName }).click();
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.getByText(target, { exact: true }).click(),
    ]);
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }
}
