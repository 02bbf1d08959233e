import { expect, type Locator, type Page } from '@playwright/test';

/** Deletes a CV file with the page's session (so no other journey finds it left behind). */
export async function deleteCvWithPageToken(page: Page, path: string): Promise<number> {
  return page.evaluate(async (path) => {
    const token = localStorage.getItem('vaga.token');
    const response = await fetch(path, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status;
  }, path);
}

/** The seeker's event pages (`/match-index` … `/appt-jobs`) in English. */
export class EventPages {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name, level: 2 });
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name, exact: typeof name === 'string' });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  bookingsLeft(remaining: number, count: number): Locator {
    return this.page.getByText(`Bookings left: ${remaining} (booked: ${count})`);
  }

  async expectAt(pathname: string, query: string): Promise<void> {
    await this.page.waitForURL(
      (url) => url.pathname === pathname && url.search.startsWith(`?${query}`),
    );
  }

  /** Registers for the first session that has seats, with the pre-filled or first options. */
  async register(): Promise<void> {
    await this.link('Continue').click();
    const education = this.page.getByRole('combobox', { name: 'Education' });
    const employment = this.page.getByRole('combobox', { name: 'Employment status' });
    await expect(employment.locator('option').nth(1)).toBeAttached();
    for (const select of [education, employment]) {
      if ((await select.inputValue()) === '') {
        const first = await select.locator('option:not([disabled])').nth(1).getAttribute('value');
        await select.selectOption(first ?? '');
      }
    }
    await this.page.getByRole('checkbox').and(this.page.locator(':enabled')).first().check();
    await this.button('Next').click();
    await expect(
      this.page.getByRole('heading', { name: 'Please check your registration' }),
    ).toBeVisible();
    await this.button('Register').click();
  }

  /** Opens the n-th vacancy of the event's list and books it with the CV named `cvName`. */
  async book(n: number, cvName: string): Promise<string> {
    const card = this.page.locator('.vaga-paged-list__items > li').nth(n).getByRole('link');
    const title = (await card.locator('.vaga-event-card__name').textContent()) ?? '';
    await card.click();
    await this.link('Book').click();
    await this.page.getByRole('radio', { name: new RegExp(cvName) }).check();
    await this.button('Book').click();
    return title;
  }
}
