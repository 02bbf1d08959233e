import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { registerTexts, validationText, type ValidationKey } from '@vaga/contract';
import VALIDATION_EN from '@vaga/contract/texts/en/validation.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { samplePdf } from './sample-files.ts';
import { ResumePages } from './page-models/resume.ts';

// The validation texts the page shows in English, as the web loads them for its language.
registerTexts('en', 'validation', VALIDATION_EN);
const msg = (key: ValidationKey, ...args: (string | number)[]) =>
  validationText([key, ...args].join('|'), 'en');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return texts.join('\n');
}

test.describe.configure({ mode: 'serial' });

test('a newcomer builds a resume: rules, every field on /cv, one section updated', async ({
  page,
}) => {
  const r = new ResumePages(page);
  await r.loginAt('/cv-form', 'newcomer');

  // The new form starts from the identity; what it does not hold is asked for.
  await expect(r.field('Chinese name')).toHaveValue('李小梅');
  await expect(r.group('Sex').getByLabel('Female')).toBeChecked();
  await r.field('Chinese name').fill('');
  await r.field('Portuguese/English name').fill('');
  await r.next();
  await expect(r.errorOf('Chinese name')).toHaveText(msg('validation.nameRequired'));
  await expect(r.errorOf('Portuguese/English name')).toHaveText(msg('validation.nameRequired'));
  await expect(r.errorOf('Living area')).toHaveText(msg('validation.required'));
  await expect(page.getByText('5123456(7)')).toBeVisible();

  await r.field('Chinese name').fill('李小梅');
  await r.field('Portuguese/English name').fill('LEI SIO MUI');
  // The birthday is the identity provider's, locked.
  await expect(r.field('Date of birth')).toHaveValue('1998-03-15');
  await expect(r.field('Date of birth')).not.toBeEditable();
  await r.group('Person with a disability').getByLabel('No').check();
  await r.choose('Living area', 'St. Anthony Parish');
  await r.next();

  // A 7-digit mobile is refused.
  await r.field('Mobile number').fill('6612345');
  await r.next();
  await expect(r.errorOf('Mobile number')).toHaveText(msg('validation.mobile'));
  await r.field('Mobile number').fill('66123456');
  await r.field('Email').fill('mui@example.mo');
  await r.next();

  await expect(r.heading('Education')).toBeVisible();
  await r.choose('Type of education', "Bachelor's degree");
  await r.choose('Status', 'Graduated');
  await r.choose('Subject', 'Accounting');
  await r.next();

  await expect(r.heading('Languages')).toBeVisible();
  for (const label of [
    'Cantonese (spoken)',
    'Mandarin (spoken)',
    'Chinese (written)',
    'Portuguese (spoken)',
    'Portuguese (written)',
    'English (spoken)',
    'English (written)',
  ]) {
    await r.choose(label, 'Good');
  }
  // A third extra language is refused.
  const addLanguage = page.getByRole('button', { name: 'Add a language' });
  await addLanguage.click();
  await addLanguage.click();
  await addLanguage.click();
  await expect(page.getByText(msg('validation.maxItems', 2))).toBeVisible();
  await expect(page.getByRole('group', { name: /^Other language \d$/ })).toHaveCount(2);
  for (const [i, language] of ['Japanese', 'Korean'].entries()) {
    const row = r.group(`Other language ${i + 1}`);
    await r.choose('Language', language, row);
    await r.choose('Spoken', 'Basic', row);
    await r.choose('Written', 'None', row);
  }
  await r.next();

  await expect(r.heading('Driving licences')).toBeVisible();
  await page.getByRole('button', { name: 'Add a driving licence' }).click();
  await r.choose('Licence class', 'Macao class B (light vehicles)');
  await r.next();

  await expect(r.heading('Qualifications and expected jobs')).toBeVisible();
  // A fourth skill is refused.
  const addSkill = page.getByRole('button', { name: 'Add a qualification or skill' });
  for (let i = 0; i < 4; i += 1) await addSkill.click();
  await expect(page.getByText(msg('validation.maxItems', 3))).toBeVisible();
  await expect(page.getByRole('group', { name: /^Qualification or skill \d$/ })).toHaveCount(3);
  const skills = [
    'First aid certificate',
    'Food hygiene certificate',
    'Computer skills certificate',
  ];
  for (const [i, skill] of skills.entries()) {
    await r.choose('Qualification or skill', skill, r.group(`Qualification or skill ${i + 1}`));
  }
  await page.getByRole('button', { name: 'Add an expected job' }).click();
  await r.group('Expected job 1').getByLabel('Or enter the job title').fill('Hotel receptionist');
  await r.field('Remark').fill('Available on weekends');
  await r.group('Show the remark to employers').getByLabel('Yes').check();
  await r.next();

  await expect(r.heading('Work experience')).toBeVisible();
  await page.getByRole('button', { name: 'Add a work experience' }).click();
  await r.field('Company').fill('Hotel Lisboa');
  await r.field('Or enter the job title').fill('Waiter');
  await r.field('From (year)').fill('2020');
  await r.choose('From (month)', '1');
  await r.field('To (year)').fill('2021');
  await r.choose('To (month)', '6');
  await r.next();

  await expect(r.heading('Confirm your job-seeking data')).toBeVisible();
  await page.getByLabel('Publish', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your resume has been created' })).toBeVisible();
  await page.getByRole('link', { name: 'See my job-seeking data' }).click();
  await expect(page).toHaveURL(/\/cv\?tab=0$/);

  // Every field, after a reload.
  await page.reload();
  await expect(r.section('Personal information')).toBeVisible();
  const expected: [string, string[]][] = [
    [
      'Personal information',
      ['李小梅', 'LEI SIO MUI', 'Female', '1998/03/15', '5123456(7)', 'St. Anthony Parish'],
    ],
    ['Contact details', ['66123456', 'mui@example.mo']],
    ['Education', ["Bachelor's degree · Graduated · Accounting"]],
    ['Languages', ['Japanese', 'Korean', 'Good']],
    ['Driving licences', ['Macao class B (light vehicles)']],
    [
      'Qualifications and expected jobs',
      [...skills, 'Hotel receptionist', 'Available on weekends'],
    ],
    ['Work experience', ['Hotel Lisboa', 'Waiter · 2020/01 – 2021/06 · 1 year 6 months']],
    ['Publish my resume to employers', ['Publish']],
  ];
  for (const [name, texts] of expected) {
    for (const text of texts) await expect(r.section(name).getByText(text).first()).toBeVisible();
  }

  // One section through update-alone, back via goTo.
  await page.getByRole('link', { name: 'Update Contact details' }).click();
  await expect(page).toHaveURL(/\/cv-form\/update-alone\/contactInfo\?goTo=%2Fcv%3Ftab%3D0/);
  await r.field('Mobile number').fill('62345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/cv\?tab=0$/);
  await expect(r.section('Contact details').getByText('62345678')).toBeVisible();
});

test('a CV file: upload, rename, download the same bytes, delete', async ({ page }) => {
  const r = new ResumePages(page);
  await r.loginAt('/cv-file', 'newcomer');
  const pdf = samplePdf('Lei Sio Mui CV');

  await page.getByRole('link', { name: 'Add a CV file' }).click();
  await page.getByRole('link', { name: /Upload a file/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'lei-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Chosen: lei-cv.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect(page).toHaveURL(/\/cv\?tab=1$/);
  const card = page.getByRole('article', { name: 'lei-cv' });
  await expect(card.getByText('lei-cv.pdf')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a CV file' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Rename' }).click();
  await card.getByLabel('CV name').fill(' ');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('alert')).toHaveText(msg('validation.required'));
  await card.getByLabel('CV name').fill('Lei Sio Mui — CV');
  await card.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('article', { name: 'Lei Sio Mui — CV' });
  await expect(renamed).toBeVisible();

  const download = page.waitForEvent('download');
  await renamed.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lei-cv.pdf');
  expect((await readFile(await file.path())).equals(pdf)).toBe(true);

  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a CV file' })).toBeVisible();
});

test('the generated CV in zh-Hant, zh-Hans and pt', async ({ page }) => {
  const r = new ResumePages(page);
  await r.loginAt('/cv', 'newcomer');
  await page.getByRole('link', { name: 'CV files' }).click();
  const generate = page.getByRole('region', { name: 'Generate a CV from my job-seeking data' });

  const zh = page.waitForEvent('download');
  await generate.getByRole('button', { name: '繁體中文' }).click();
  const zhText = await pdfText(await readFile(await (await zh).path()));
  expect(zhText).toContain('李小梅');

  const pt = page.waitForEvent('download');
  await generate.getByRole('button', { name: 'Português' }).click();
  const ptText = await pdfText(await readFile(await (await pt).path()));
  expect(ptText).toContain('Dados pessoais');

  // Simplified Chinese, as poppler's pdftotext reads it: the generated labels, the seeker's name
  // as written.
  const hans = page.waitForEvent('download');
  await generate.getByRole('button', { name: '简体中文' }).click();
  const { stdout } = await promisify(execFile)('pdftotext', [
    '-enc',
    'UTF-8',
    await (await hans).path(),
    '-',
  ]);
  expect(stdout).toContain('个人简历');
  expect(stdout).toContain('个人资料');
  expect(stdout).not.toContain('個人資料');
  expect(stdout).toContain('李小梅');
});
