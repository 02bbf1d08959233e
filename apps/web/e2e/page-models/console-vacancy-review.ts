import { expect, type Locator, type Page } from '@playwright/test';

/** Why a vacancy is reported, as the English console names it. */
export type ReportReasonName =
  'Asks for money' | 'Misleading salary' | 'Not a real job' | 'Discriminatory' | 'Other';

/**
 * The staff console's vacancy review (`/staff/vacancy-review`) and reported vacancies
 * (`/staff/vacancy-reports`), in English. Staff must be logged in already
 * (ConsolePages.loginAt('/staff', 'staff')).
 */
export class ConsoleVacancyReview {
  readonly main: Locator;
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.nav = page.getByRole('navigation', { name: 'Console sections' });
  }

  /** Opens the review queue from the console's navigation (afresh when it is open already). */
  async openQueue(): Promise<void> {
    if (new URL(this.page.url()).pathname === '/staff/vacancy-review') await this.page.reload();
    else await this.nav.getByRole('link', { name: 'Vacancy review' }).click();
    await expect(
      this.main.getByRole('heading', { level: 2, name: 'Vacancy review' }),
    ).toBeVisible();
  }

  /** A queue's item (row, at desktop width) of a vacancy, found by its title. */
  item(title: string): Locator {
    return this.main
      .getByRole('listitem')
      .or(this.main.getByRole('row'))
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Pages on through a queue until the item of `title` shows (or the pages end). */
  private async findItem(title: string): Promise<Locator> {
    const item = this.item(title);
    const next = this.main.getByRole('button', { name: 'Next' });
    while (!(await item.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) {
      await next.click();
      await this.main.locator('.vaga-console-matches__list, .ant-table').first().waitFor();
    }
    // On no page: fail here, naming the item, rather than wait on its link until the test's end.
    await expect(item).toBeVisible();
    return item;
  }

  /** Opens a posting waiting for review by its title, from the queue. */
  async open(title: string): Promise<void> {
    await this.openQueue();
    const item = await this.findItem(title);
    await item.getByRole('link', { name: title, exact: true }).click();
    await expect(this.heading(title)).toBeVisible();
  }

  heading(title: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: title, exact: true });
  }

  form(name: string): Locator {
    return this.main.getByRole('form', { name });
  }

  /** The value of a field of the open posting, under its label (Languages required…). */
  field(label: string): Locator {
    return this.main
      .locator('.vaga-console-vacancy__values dt', { hasText: label })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The fields marked "Changed" in a change to a published vacancy (their labels). */
  changedFields(): Locator {
    return this.main.locator('.vaga-console-vacancy__field--changed dt');
  }

  /** The toast that says an action is done. */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  /** Returns the open posting to its employer with the reason; the queue shows again. */
  async giveBack(reason: string): Promise<void> {
    const form = this.form('Return to the employer');
    await form.getByLabel('Reason (the employer reads it)').fill(reason);
    await form.getByRole('button', { name: 'Return' }).click();
    await expect(this.toast('The vacancy is returned to the employer')).toBeVisible();
    await expect(
      this.main.getByRole('heading', { level: 2, name: 'Vacancy review' }),
    ).toBeVisible();
  }

  /** Approves the open posting (it is published); the queue shows again. */
  async approve(): Promise<void> {
    await this.form('Approve the vacancy').getByRole('button', { name: 'Approve' }).click();
    await expect(this.toast('The vacancy is approved and published')).toBeVisible();
    await expect(
      this.main.getByRole('heading', { level: 2, name: 'Vacancy review' }),
    ).toBeVisible();
  }

  /** Removes the open vacancy with the reason, confirming it; the queue shows again. */
  async remove(reason: string): Promise<void> {
    const form = this.form('Remove the vacancy');
    await form.getByLabel('Reason (the employer reads it)').fill(reason);
    await form.getByRole('button', { name: 'Remove' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(this.toast('The vacancy is removed')).toBeVisible();
  }

  /** Opens the reported vacancies from the navigation, on the open or closed tab. */
  async openReports(tab: 'Open' | 'Closed' = 'Open'): Promise<void> {
    if (new URL(this.page.url()).pathname === '/staff/vacancy-reports') await this.page.reload();
    else await this.nav.getByRole('link', { name: 'Reported vacancies' }).click();
    await expect(
      this.main.getByRole('heading', { level: 2, name: 'Reported vacancies' }),
    ).toBeVisible();
    await this.main.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.main.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  /** Opens a reported vacancy's reports by its title, from the open reports. */
  async openReported(title: string): Promise<void> {
    await this.openReports();
    const item = await this.findItem(title);
    await item.getByRole('link', { name: title, exact: true }).click();
    await expect(this.heading(title)).toBeVisible();
  }

  /** The open vacancy's reports, newest first. */
  reports(): Locator {
    return this.main.getByRole('list', { name: 'Reports' }).getByRole('listitem');
  }

  /** Expects the newest report of the open vacancy to give `reason` (and `text`, if any). */
  async expectReport(reason: ReportReasonName, text?: string): Promise<void> {
    const report = this.reports().first();
    await expect(report).toContainText(reason);
    if (text) await expect(report).toContainText(text);
  }

  /** Keeps the open reported vacancy: its reports are closed. */
  async keep(): Promise<void> {
    await this.form('Keep the vacancy').getByRole('button', { name: 'Keep' }).click();
    await expect(this.toast('The vacancy is kept; its reports are closed')).toBeVisible();
  }
}
