import { expect, type Locator, type Page } from '@playwright/test';

/** A date in Macao `days` from now, as `YYYY-MM-DD`. */
export function macaoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** An instant as Macao's local date and time, `YYYY-MM-DDTHH:mm` (as the console types it). */
export function macaoLocal(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** Calls the API from the page, with the page's own session (its token in local storage). */
export async function callWithPageToken(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('vaga.token');
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Accept-Language': 'en',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/** Uploads a CV file with the page's session (multipart, as the upload page sends it). */
export async function uploadCv(page: Page, path: string, name: string, bytes: Buffer) {
  return page.evaluate(
    async ({ path, name, data }) => {
      const token = localStorage.getItem('vaga.token');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
      const response = await fetch(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, name, data: [...bytes] },
  );
}

/** The seeker's booking pages (`/job-service/*`) in English. */
export class BookingPages {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(from: string, to: string, period: string, content: string): Promise<void> {
    await this.field('Interview from').fill(from);
    await this.field('Interview until').fill(to);
    await this.page.getByLabel(period, { exact: true }).check();
    await this.field('What you would like the employer to know').fill(content);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}

/** The console's interview screens in English. */
export class ConsoleInterviews {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  form(name: string): Locator {
    return this.main.getByRole('form', { name });
  }

  /** A fact of a match's detail: the value under its label. */
  fact(label: string): Locator {
    return this.main
      .locator('dl div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  async arrange(form: Locator, at: string, place: string, phone: string): Promise<void> {
    await form.getByLabel('Date and time (Macao)').fill(at);
    await form.getByLabel('Place', { exact: true }).fill(place);
    await form.getByLabel('Contact phone').fill(phone);
  }

  async expectStatus(text: string): Promise<void> {
    await expect(this.main.locator('.vaga-status-tag').first()).toHaveText(text);
  }
}
