import { expect, type Locator, type Page } from '@playwright/test';

/** The staff console's registrations (`/staff/registrations`), in English. */
export class ConsoleRegistrations {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The queue on a state's tab (Processing, Valid, Completed, Refused, Expired). */
  async openTab(state: string): Promise<void> {
    await this.main.getByRole('tab', { name: state, exact: true }).click();
    await expect(this.main.getByRole('tab', { name: state, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  /** The queue's card (row, at desktop width) of a registration, by its application number. */
  card(entNo: string): Locator {
    return this.main
      .getByRole('listitem')
      .or(this.main.getByRole('row'))
      .filter({ hasText: entNo });
  }

  form(name: string): Locator {
    return this.main.getByRole('form', { name });
  }

  /** A fact of the registration: the value shown under its label. */
  fact(label: string): Locator {
    return this.main
      .locator('dl > div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  async expectState(name: string): Promise<void> {
    await expect(this.main.locator('p > .vaga-status-tag')).toHaveText(name);
  }
}
