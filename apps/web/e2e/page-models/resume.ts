import { expect, type Locator, type Page } from '@playwright/test';

/** The resume screens (`/cv`, `/cv-form/*`, `/cv-file/*`) in English. */
export class ResumePages {
  constructor(readonly page: Page) {}

  /** Opens a page that needs a login and logs in there with a demo account of the provider. */
  async loginAt(path: string, username: string): Promise<void> {
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}language=en`);
    // An auth route sends a visitor to the login page; elsewhere the panel offers the login.
    const usernameInput = this.page.locator('input[name="username"]');
    const panelLogin = this.page
      .getByRole('region', { name: 'Please log in first' })
      .first()
      .getByRole('button', { name: 'Log in' });
    await expect(usernameInput.or(panelLogin)).toBeVisible();
    if (await panelLogin.isVisible()) await panelLogin.click();
    await usernameInput.fill(username);
    await this.page.locator('input[name="password"]').fill('demo');
    await this.page.locator('button[type="submit"]').first().click();
    await this.page.waitForURL((url) => url.pathname === path.split('?')[0]);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The message shown next to a field. */
  errorOf(label: string): Locator {
    return this.page.locator('.vaga-field', { has: this.field(label) }).getByRole('alert');
  }

  group(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  async choose(label: string, option: string, within: Locator = this.page.locator('body')) {
    await within.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
}
