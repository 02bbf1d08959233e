import type { Locator, Page } from '@playwright/test';
import { AuthPages, type DemoAccount } from './auth.ts';

/** The demo accounts of the embedded provider that use a console (password `demo`). */
export type ConsoleAccount = 'employer' | 'staff';

/** The employer and staff consoles, as their users meet them (English texts). */
export class ConsolePages {
  readonly auth: AuthPages;
  readonly header: Locator;
  readonly nav: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.auth = new AuthPages(page);
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Console sections' });
    this.main = page.getByRole('main');
  }

  /** Opens `path` (English chosen first) as a fresh client; a console path starts its login. */
  open(path: string): Promise<void> {
    return this.auth.open(path);
  }

  /** The provider's login page: signs in with a demo account. */
  async signInAtProvider(username: DemoAccount | ConsoleAccount): Promise<void> {
    await this.page.locator('input[name="username"]').fill(username);
    await this.page.locator('input[name="password"]').fill('demo');
    await this.page.locator('button[type="submit"]').first().click();
  }

  /**
   * After a login started from the app: signs in when the provider asks, or goes on when the
   * provider's own session signs the person in without asking.
   */
  async signInIfAsked(username: DemoAccount | ConsoleAccount): Promise<void> {
    const form = this.page.locator('input[name="username"]');
    const asked = await Promise.race([
      form.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      ),
      this.page
        .waitForURL((url) => url.pathname === '/profile', { timeout: 20_000 })
        .then(
          () => false,
          () => false,
        ),
    ]);
    if (asked) await this.signInAtProvider(username);
  }

  /** Opens a console page, logs in at the provider and waits to be back on `landing`. */
  async loginAt(path: string, username: DemoAccount | ConsoleAccount, landing = path) {
    await this.open(path);
    await this.signInAtProvider(username);
    await this.auth.expectAt(landing);
  }

  title(name: string): Locator {
    return this.header.getByRole('heading', { name, level: 1 });
  }

  welcome(name: string): Locator {
    return this.main.getByRole('heading', { name: `Welcome, ${name}` });
  }

  /** A fact of the employer home (Employer, Vacancies): the value shown under its label. */
  fact(label: string): Locator {
    return this.main
      .locator('dl div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  refusal(title: string): Locator {
    return this.page.getByRole('alert').filter({
      has: this.page.getByRole('heading', { name: title }),
    });
  }

  /** GET an API path with the token the page keeps, from inside the page, in English. */
  async fetchWithPageToken(path: string): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(async (url) => {
      const token = localStorage.getItem('vaga.token');
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
      });
      return { status: response.status, body: await response.json() };
    }, path);
  }
}
