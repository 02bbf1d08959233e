import { readFileSync } from 'node:fs';
import {
  PATHS,
  type ConsoleMe,
  type UnemploymentCurrent,
  type UnemploymentUploadResult,
} from '@vaga/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { samplePdf } from './sample-files.ts';
import { AuthPages } from './page-models/auth.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsoleUnemployment } from './page-models/console-unemployment.ts';

test.setTimeout(180_000);

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The resident's side, through the seeker API with the resident's token. */
class Seeker {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'Accept-Language': 'en' };
  }

  async current(): Promise<UnemploymentCurrent['registration']> {
    const response = await this.request.get(PATHS.unemployment, { headers: this.headers() });
    expect(response.status()).toBe(200);
    return ((await response.json()) as UnemploymentCurrent).registration;
  }

  async post(path: string, data: unknown): Promise<void> {
    const response = await this.request.post(path, { headers: this.headers(), data });
    expect(response.status(), await response.text()).toBe(200);
  }

  async upload(kind: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
    const response = await this.request.post(`${PATHS.unemploymentUploads}?kind=${kind}`, {
      headers: this.headers(),
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as UnemploymentUploadResult).attachments[0]!.id;
  }

  /** Fills, documents and submits a registration; answers its reference number. */
  async submit(employer: string): Promise<string> {
    const open = await this.current();
    expect(
      open === null || open.state === 0 || open.state >= 3,
      'no submitted registration open',
    ).toBe(true);
    const resigned = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await this.post(PATHS.unemployment, {
      action: 'save',
      resignedDate: resigned,
      lastEmployCompanyName: employer,
      latestJobObj: { typeJobTitleId: 10101, textJobTitle: null },
      resignedReasonId: 3,
      otherResignedReason: null,
      lastEmployJobSalaryAmount: 15000,
      lastEmployJobSalaryTypeId: 1,
    });
    await this.upload('separation', 'separation.pdf', 'application/pdf', samplePdf('Dismissal'));
    await this.upload('proof', 'payslip.png', 'image/png', PNG);
    await this.post(PATHS.unemployment, { action: 'submit' });
    const submitted = await this.current();
    expect(submitted?.state).toBe(1);
    return submitted!.referenceNo!;
  }
}

/** The resident's token, from a login in a browser context of its own. */
async function residentToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const auth = new AuthPages(await context.newPage());
    await auth.open('/cv');
    await auth.loginHere('resident');
    await auth.expectAt('/cv');
    return (await auth.token())!;
  } finally {
    await context.close();
  }
}

async function expectAxeClean(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
}

test('staff review an unemployment registration: its files, a supplement request, approval; a second one refused', async ({
  browser,
  page,
  request,
}) => {
  const seeker = new Seeker(request, await residentToken(browser));
  const referenceNo = await seeker.submit('Golden Lotus Hotel');
  expect(referenceNo).toMatch(/^SD\d{8}-\d+$/);

  const consoles = new ConsolePages(page);
  await consoles.loginAt('/staff', 'staff');
  const me = (await consoles.fetchWithPageToken(PATHS.consoleMe)).body as ConsoleMe;
  const staff = new ConsoleUnemployment(page);
  await staff.openQueue();
  await expect(staff.card(referenceNo)).toContainText('Last employer: Golden Lotus Hotel');
  await expect(staff.card(referenceNo)).toContainText('2 files');
  await expectAxeClean(page);

  await staff.open(referenceNo);
  await staff.expectState('Under review');
  await expect(staff.fact('Reference number')).toHaveText(referenceNo);
  await expect(staff.fact('Last employer')).toHaveText('Golden Lotus Hotel');
  await expect(staff.fact('Latest job')).toHaveText('Receptionist');
  await expect(staff.fact('Why the employment ended')).toHaveText('The business closed');
  await expect(staff.files('Separation document')).toHaveCount(1);
  await expect(staff.files('Separation document')).toContainText('separation.pdf');
  await expect(staff.files('Other proof')).toContainText('PNG');
  await expectAxeClean(page);

  // A file downloads under its own name, with its bytes.
  const download = page.waitForEvent('download');
  await staff.main.getByRole('button', { name: 'Download separation.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('separation.pdf');
  expect(readFileSync(await file.path())).toEqual(samplePdf('Dismissal'));

  // Staff ask for a supplement; the seeker sees the request and sends a PNG.
  const asked = 'Your social-security record of the last month, please.';
  await staff.askForSupplements(asked);
  await expect(staff.requests()).toHaveCount(1);
  await expect(staff.requests().first()).toContainText(`by ${me.name}`);
  await expect(staff.history().last()).toContainText(me.name);
  await expect(staff.history().last()).toContainText(asked);
  const waiting = await seeker.current();
  expect(waiting?.openSupplement?.request).toBe(asked);
  const pngId = await seeker.upload('supplement', 'social-security.png', 'image/png', PNG);
  await seeker.post(PATHS.unemploymentSupplements, {
    supplementList: [{ attachmentId: pngId }],
    remark: 'Here it is',
  });

  // Back under review with the answer and its file; staff approve it.
  await page.reload();
  await staff.expectState('Under review');
  await expect(staff.requests().first()).toContainText("Seeker's remark: Here it is");
  await expect(staff.requests().first()).toContainText('social-security.png');
  await expectAxeClean(page);
  await staff.approve();
  await expect(staff.history().last()).toContainText('Registration approved');
  await expect(staff.history().last()).toContainText(me.name);
  await expect(staff.main.getByRole('form')).toHaveCount(0);
  expect((await seeker.current())?.state).toBe(3);
  await staff.open(referenceNo, 'Approved');

  // A second registration is refused with a reason: the resident is left with none open.
  const second = await seeker.submit('Lotus Trading');
  await staff.open(second);
  await staff.refuse('The separation document is not signed by the employer.');
  await expect(staff.fact('Reason for refusing')).toHaveText(
    'The separation document is not signed by the employer.',
  );
  const refused = await seeker.current();
  expect(refused?.state).toBe(4);
  expect(refused?.refusalReason).toBe('The separation document is not signed by the employer.');
});
