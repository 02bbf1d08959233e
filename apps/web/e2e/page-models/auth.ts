import { expect, type Locator, type Page } from '@playwright/test';

let clients = 0;

/** A private address that no other test of this run (nor a recent run) uses. */
export function clientAddress(): string {
  clients += 1;
  return `10.${process.pid % 256}.${Math.floor(clients / 250) % 256}.${(clients % 250) + 1}`;
}

/** The demo accounts of the embedded provider (password `demo`). */
export type DemoAccount = 'resident' | 'newcomer' | 'nonresident' | 'expired' | 'minor';

/** The single-account login and the session, as a person meets them (English texts). */
export class AuthPages {
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
  }

  /**
   * Opens the app once with English chosen, then `path`. Each page is its own client address
   * (the server trusts X-Forwarded-For), so the login rate limit counts each person apart.
   */
  async open(path: string): Promise<void> {
    await this.page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
    await this.page.goto('/service?language=en');
    await expect(this.banner).toBeVisible();
    await this.page.goto(path);
  }

  get loginButton(): Locator {
    return this.banner.getByRole('button', { name: 'Log in' });
  }

  get logoutButton(): Locator {
    return this.banner.getByRole('button', { name: 'Log out' });
  }

  get languageButton(): Locator {
    return this.banner.getByRole('button', { name: 'Language' });
  }

  /** The provider's login page: fills the demo account in, when the provider asks. */
  async signInAtProvider(username: DemoAccount): Promise<void> {
    await this.page.locator('input[name="username"]').fill(username);
    await this.page.locator('input[name="password"]').fill('demo');
    await this.page.locator('button[type="submit"]').first().click();
  }

  /** Logs in from the top bar of the page that is open, through the provider's page. */
  async loginHere(username: DemoAccount): Promise<void> {
    await this.loginButton.click();
    await this.signInAtProvider(username);
  }

  /** Waits until the app shows `pathAndQuery` exactly (path and query). */
  async expectAt(pathAndQuery: string): Promise<void> {
    await this.page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery);
  }

  async token(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('vaga.token'));
  }

  /** Logs out from the top bar and confirms the end of the single-account session. */
  async logout(): Promise<void> {
    await this.logoutButton.click();
    await this.page.locator('button[name="logout"][value="yes"]').click();
    await this.page.waitForURL((url) => url.pathname === '/service');
  }

  panel(title: string): Locator {
    return this.page.getByRole('heading', { name: title, level: 2 });
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation').getByRole('link', { name });
  }
}
