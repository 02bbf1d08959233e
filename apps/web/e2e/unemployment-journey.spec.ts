import { PATHS, type UnemploymentCurrent } from '@vaga/contract';
import type { Page } from '@playwright/test';
import { expect, expectNoRawPlaceholders, test } from './fixtures.ts';
import { axeViolations } from './page-models/axe.ts';
import { useFakeAppShell } from './fake-bridge.ts';
import { AuthPages } from './page-models/auth.ts';
import { ConsolePages } from './page-models/console.ts';
import { callWithPageToken } from './page-models/interview-journey.ts';
import { ConsoleUnemployment } from './page-models/console-unemployment.ts';
import { ResumePages } from './page-models/resume.ts';
import { UnemploymentPages, type PickedFile } from './page-models/unemployment.ts';

test.setTimeout(240_000);

/** A minimal valid PDF: header, one empty page, cross-reference table, trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n' +
    '0000000101 00000 n \ntrailer<</Size 4/Root 1 0 R>>\nstartxref\n170\n%%EOF\n',
);
/** A Word document's first bytes (a zip), renamed nothing: the picker offers it, the app refuses. */
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0, 0]);

/** A real image drawn on a canvas in the page, as a JPEG or a PNG. */
async function drawnImage(page: Page, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const base64 = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f5f5f5';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#222';
    context.font = '14px sans-serif';
    context.fillText('Payslip 10/2026', 8, 40);
    return canvas.toDataURL(mime).split(',')[1];
  }, type);
  return Buffer.from(base64, 'base64');
}

/** axe-core finds nothing on the screen as it stands (the route walks check every route). */
async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('involuntary-unemployment registration: form, files, draft resumed, submission, supplement, approval', async ({
  browser,
  page,
}) => {
  const seeker = new ResumePages(page);
  const form = new UnemploymentPages(page);
  await seeker.loginAt('/unemployed-info', 'resident');
  await expect(page.getByRole('heading', { name: 'Who may register' })).toBeVisible();
  // A registration left open by an earlier run of this journey is finished first.
  const before = await callWithPageToken(page, 'GET', PATHS.unemployment);
  const open = (before.body as UnemploymentCurrent).registration;
  const continuing = open?.state === 0;
  if (open && open.state !== 0) expect([3, 4]).toContain(open.state);
  await page
    .getByRole('link', { name: continuing ? 'Continue the registration' : 'Start a registration' })
    .click();
  await expect(page).toHaveURL(/\/unemployed-process$/);

  // Step 1: the details, checked before going on.
  await form.expectStep(1);
  await form.field("Last employer's name").fill('');
  await form.next();
  await expect(form.field("Last employer's name")).toHaveAttribute('aria-invalid', 'true');
  await form.pickToday('Date the employment ended');
  await form.field("Last employer's name").fill('Golden Lotus Restaurant');
  await form.field('Latest job, in words').fill('Kitchen assistant');
  await form.field('Why the employment ended').selectOption({ label: 'The business closed' });
  await form.field('Last salary (MOP)').fill('15000');
  await form.field('Salary paid per').selectOption({ index: 1 });
  await form.next();

  // Step 2: a .docx is refused before anything is sent; a PDF and a JPG are uploaded.
  await form.expectStep(2);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sd/uploads')) uploads.push(request.url());
  });
  await form.addFile('Separation document', {
    name: 'termination.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: DOCX,
  });
  await expect(form.region('Separation document').getByRole('alert')).toHaveText(
    'Unsupported file format',
  );
  expect(uploads).toEqual([]);
  const letter: PickedFile = {
    name: 'termination-letter.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  };
  await form.addFile('Separation document', letter);
  await expect(form.fileButton('Separation document', 'termination-letter.pdf')).toBeVisible();
  const photo = await drawnImage(page, 'image/jpeg');
  await form.addFile('Other proof', { name: 'payslip.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.fileButton('Other proof', 'payslip.jpg')).toBeVisible();
  expect(uploads).toHaveLength(2);
  await expect(page.getByText(/^\d+\.\d MB of 8 MB used$/)).toBeVisible();
  await expectNoRawPlaceholders(page);
  await expectAxeClean(page);

  // The seeker leaves, and comes back to the draft: the answers and files are still there.
  await page.goto('/record?language=en');
  await page.getByRole('link', { name: 'Involuntary-unemployment registration' }).click();
  await expect(page).toHaveURL(/\/unemployed-info$/);
  await expect(page.getByText(/^This draft can be continued until /)).toBeVisible();
  await page.getByRole('link', { name: 'Continue the registration' }).click();
  await expect(form.field("Last employer's name")).toHaveValue('Golden Lotus Restaurant');
  await expect(form.field('Latest job, in words')).toHaveValue('Kitchen assistant');
  await expect(form.field('Last salary (MOP)')).toHaveValue('15000');
  await form.next();
  await expect(form.fileButton('Separation document', 'termination-letter.pdf')).toBeVisible();
  await expect(form.fileButton('Other proof', 'payslip.jpg')).toBeVisible();
  await form.next();

  // Step 3: check the answers, submit, get a reference number.
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Golden Lotus Restaurant')).toBeVisible();
  await expect(page.getByText('The business closed')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Submit the registration' }).click();
  await expect(page).toHaveURL(/\/unemployed-result$/);
  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  const referenceNo = (await page.locator('.vaga-unemployment__ref').textContent())!;
  expect(referenceNo).toMatch(/^SD\d{8}-\d+$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('State: Under review');

  // Staff (their own browser) ask for a supplement.
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const staffPage = await staffContext.newPage();
  await new ConsolePages(staffPage).loginAt('/staff', 'staff');
  const review = new ConsoleUnemployment(staffPage);
  await review.open(referenceNo);
  await review.askForSupplements('Please add your last payslip as a PNG scan.');

  // The seeker sees what is asked, adds a PNG and sends it: back under review.
  await page.getByRole('link', { name: 'Follow my registration' }).click();
  const request = form.region('Documents requested');
  await expect(request.getByText('Please add your last payslip as a PNG scan.')).toBeVisible();
  await expect(page.locator('.vaga-unemployment__state')).toHaveText('Documents requested');
  await expectAxeClean(page);
  const scan = await drawnImage(page, 'image/png');
  await form.addFile('Requested documents', {
    name: 'payslip-scan.png',
    mimeType: 'image/png',
    buffer: scan,
  });
  await expect(form.fileButton('Requested documents', 'payslip-scan.png')).toBeVisible();
  await page.getByRole('button', { name: 'Send the documents' }).click();
  await expect(page.locator('.vaga-unemployment__state')).toHaveText('Under review');
  await expect(request).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'History' })
      .getByText('Please add your last payslip as a PNG scan.'),
  ).toBeVisible();

  // Staff approve; the seeker sees the result and the history.
  await review.open(referenceNo);
  await review.approve();
  await staffContext.close();
  await page.reload();
  await expect(page.locator('.vaga-unemployment__state')).toHaveText('Approved');
  await expect(page.getByText(referenceNo)).toBeVisible();
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('You');
  await expect(history.nth(1)).toContainText('Staff');
  await expect(history.nth(1)).toContainText('Please add your last payslip as a PNG scan.');
  await expect(history.nth(2)).toContainText('You');
  await expect(history.nth(3)).toContainText('Staff');
  await expect(page.getByRole('link', { name: 'Start a registration' })).toBeVisible();
  await expectNoRawPlaceholders(page);
  await expectAxeClean(page);
});

test('inside the government app: opened at /unemployed-info, files picked through the bridge after the storage permission, close asks first', async ({
  browser,
  page,
}) => {
  const login = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const auth = new AuthPages(await login.newPage());
  await auth.open('/cv');
  await auth.loginHere('resident');
  await auth.expectAt('/cv');
  const token = await auth.token();
  await login.close();
  await useFakeAppShell(page, {
    token,
    language: 'en',
    permission: 'grantable',
    file: { name: 'dismissal.pdf', type: 'application/pdf', base64: PDF.toString('base64') },
  });

  // The super-app opens the registration's page directly.
  await page.goto('/unemployed-info');
  await expect(page.getByRole('heading', { name: 'Who may register' })).toBeVisible();
  const status = await callWithPageToken(page, 'GET', PATHS.unemployment);
  const latest = (status.body as UnemploymentCurrent).registration;
  await page
    .getByRole('link', {
      name: latest?.state === 0 ? 'Continue the registration' : 'Start a registration',
    })
    .click();
  const form = new UnemploymentPages(page);
  await form.pickToday('Date the employment ended');
  await form.field("Last employer's name").fill('Harbour Hotel');
  await form.field('Latest job, in words').fill('Porter');
  await form.field('Why the employment ended').selectOption({ label: 'Redundancy' });
  await form.field('Last salary (MOP)').fill('11000');
  await form.field('Salary paid per').selectOption({ index: 1 });
  await form.next();
  await form.expectStep(2);
  await form
    .region('Separation document')
    .getByRole('button', { name: 'Add a file: Separation document' })
    .click();
  await expect(form.fileButton('Separation document', 'dismissal.pdf')).toBeVisible();
  const calls = await page.evaluate(() =>
    (window.VagaFakeBridge?.calls ?? []).map((call) => call.method),
  );
  const fileCalls = calls.filter((method) =>
    ['checkPermission', 'grantPermission', 'selectFile'].includes(method),
  );
  expect(fileCalls).toEqual(['checkPermission', 'grantPermission', 'selectFile']);

  // On /unemployed-info the top bar's button closes the app, after asking.
  await page.goto('/unemployed-info');
  await page.getByRole('banner').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Close the app?', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.VagaFakeBridge?.closed === true)).toBe(true);
});
