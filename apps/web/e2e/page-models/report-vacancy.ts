import { expect, type Locator, type Page } from '@playwright/test';

/** Why a seeker reports a vacancy, as the English report form names it. */
export type ReportReasonChoice =
  | 'It asks for money'
  | 'The salary is misleading'
  | 'It is not a real job'
  | 'It is discriminatory'
  | 'Other';

/**
 * "Report this vacancy" from a vacancy's detail (open over a job list, `?detail=<id>`), in
 * English, by a visitor or a logged-in seeker.
 */
export class ReportVacancy {
  readonly detail: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.detail = page.getByRole('dialog').filter({ has: page.locator('.vaga-detail') });
    this.form = page.getByRole('dialog', { name: 'Report this vacancy' });
  }

  /** Opens the report form from the open detail. */
  async open(): Promise<void> {
    await this.detail.getByRole('button', { name: 'Report this vacancy' }).click();
    await expect(this.form).toBeVisible();
  }

  /** Chooses the reason, writes the text (required for Other) and sends the report. */
  async send(reason: ReportReasonChoice, text = ''): Promise<void> {
    await this.form.getByRole('radio', { name: reason, exact: true }).check();
    if (text) await this.form.getByRole('textbox').fill(text);
    await this.form.getByRole('button', { name: 'Send the report' }).click();
  }

  /** Reports the vacancy of the open detail and expects the thanks (the form closes). */
  async report(reason: ReportReasonChoice, text = ''): Promise<void> {
    await this.open();
    await this.send(reason, text);
    await expect(this.page.getByText('Thank you, staff will check this vacancy')).toBeVisible();
    await expect(this.form).toBeHidden();
  }

  /** A report refused with the catalogue's message (e.g. already reported) shows it as a toast. */
  async expectRefused(message: string): Promise<void> {
    await expect(this.page.getByText(message)).toBeVisible();
  }
}
