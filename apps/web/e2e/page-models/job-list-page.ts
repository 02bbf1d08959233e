import type { Locator, Page } from '@playwright/test';
import { AppShell } from './app-shell.ts';

/** /job-service/job-list: the paged list of a job class's vacancies. */
export class JobListPage extends AppShell {
  readonly list: Locator;
  readonly items: Locator;
  readonly retryButton: Locator;
  readonly sentinel: Locator;

  constructor(page: Page) {
    super(page);
    this.list = page.locator('ul.vaga-paged-list__items');
    this.items = this.list.locator(':scope > li');
    this.retryButton = page.getByRole('button', { name: '重試' });
    this.sentinel = page.locator('.vaga-paged-list__sentinel');
  }

  async goto(groupId: number, id: number, extra = ''): Promise<void> {
    await this.page.goto(`/job-service/job-list?groupId=${groupId}&id=${id}&type=local${extra}`);
  }

  /**
   * Opens the list by the app's own navigation, from the job classes (a server-rendered page):
   * its first page is then asked for by the browser, as a list opened inside the app is, instead
   * of coming with the server-rendered page.
   */
  async openInApp(groupId: number, id: number): Promise<void> {
    await this.page.goto('/job-service?type=local');
    await this.page.waitForLoadState('networkidle');
    // A navigation while React still takes the server's markup over would make it draw another
    // page over that markup: wait until every element of the page is React's own.
    await this.page.waitForFunction(() => {
      const elements = [...document.querySelectorAll('#root *')];
      return (
        elements.length > 0 &&
        elements.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')))
      );
    });
    await this.page.evaluate((href) => {
      window.history.pushState(null, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/job-service/job-list?groupId=${groupId}&id=${id}&type=local`);
  }

  /** Scrolls the 2 px sentinel at the bottom of the list into view. */
  async scrollToEnd(): Promise<void> {
    await this.sentinel.scrollIntoViewIfNeeded();
  }

  titles(): Promise<string[]> {
    return this.items.locator('.vaga-offer__title').allTextContents();
  }

  chip(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
