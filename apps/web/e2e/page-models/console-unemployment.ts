import { expect, type Locator, type Page } from '@playwright/test';

/** The queue's tabs, as the English console names them. */
export type UnemploymentTab = 'Under review' | 'Documents requested' | 'Approved' | 'Refused';

/**
 * The staff console's unemployment registrations (`/staff/unemployment`), in English. Staff must
 * be logged in already (ConsolePages.loginAt('/staff', 'staff')).
 */
export class ConsoleUnemployment {
  readonly main: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.nav = page.getByRole('navigation', { name: 'Console sections' });
  }

  /** Opens the queue from the console's navigation, on a state's tab (under review by default). */
  async openQueue(tab: UnemploymentTab = 'Under review'): Promise<void> {
    await this.nav.getByRole('link', { name: 'Unemployment registrations' }).click();
    await expect(
      this.main.getByRole('heading', { name: 'Involuntary-unemployment registrations' }),
    ).toBeVisible();
    await this.openTab(tab);
  }

  async openTab(tab: UnemploymentTab): Promise<void> {
    await this.main.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.main.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  /** The queue's card (row, at desktop width) of a registration, by its reference number. */
  card(referenceNo: string): Locator {
    return this.main
      .getByRole('listitem')
      .or(this.main.getByRole('row'))
      .filter({ hasText: `${referenceNo} · ` });
  }

  /**
   * Opens a registration by its reference number from the queue (on `tab`, under review by
   * default), paging on until its card shows.
   */
  async open(referenceNo: string, tab: UnemploymentTab = 'Under review'): Promise<void> {
    await this.openQueue(tab);
    const card = this.card(referenceNo);
    const next = this.main.getByRole('button', { name: 'Next' });
    while (!(await card.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) {
      await next.click();
      await this.main.locator('.vaga-console-matches__list, .ant-table').first().waitFor();
    }
    await card.getByRole('link', { name: new RegExp(`^${referenceNo} · `) }).click();
    await expect(this.heading(referenceNo)).toBeVisible();
  }

  /** The registration's heading: its reference number and the seeker's name. */
  heading(referenceNo: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: new RegExp(`^${referenceNo} · `) });
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

  /** The files of one kind: 'Separation document', 'Other proof'. */
  files(kind: 'Separation document' | 'Other proof'): Locator {
    return this.main.getByRole('list', { name: kind, exact: true }).getByRole('listitem');
  }

  /** The requests for more documents, oldest first. */
  requests(): Locator {
    return this.main
      .getByRole('region', { name: /^Additional documents requested/ })
      .getByRole('listitem')
      .filter({ hasText: /^Asked / });
  }

  /** The history's steps, in order. */
  history(): Locator {
    return this.main.getByRole('region', { name: 'History' }).getByRole('listitem');
  }

  async expectState(name: string): Promise<void> {
    await expect(this.main.locator('p > .vaga-status-tag')).toHaveText(name);
  }

  /** Asks the seeker for more documents, in words; the registration waits for the seeker. */
  async askForSupplements(request: string): Promise<void> {
    const form = this.form('Ask for additional documents');
    await form.getByLabel(/What is asked/).fill(request);
    await form.getByRole('button', { name: 'Ask for documents' }).click();
    await this.expectState('Documents requested');
  }

  /** Approves the registration and confirms it. */
  async approve(): Promise<void> {
    await this.form('Approve the registration').getByRole('button', { name: 'Approve' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await this.expectState('Approved');
  }

  /** Refuses the registration with the reason the seeker reads. */
  async refuse(reason: string): Promise<void> {
    const form = this.form('Refuse the registration');
    await form.getByLabel(/Reason/).fill(reason);
    await form.getByRole('button', { name: 'Refuse' }).click();
    await this.expectState('Refused');
  }
}
