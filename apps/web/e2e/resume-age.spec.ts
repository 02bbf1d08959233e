import { ERROR_CATALOGUE, LANGUAGE_LEVEL_FIELDS, PATHS, STORAGE_KEYS } from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ResumePages } from './page-models/resume.ts';

const AGE_MESSAGE = ERROR_CATALOGUE.BE_SEEKER_AGE_MUST_GE_16.en;

test("a 15-year-old cannot get a resume by typing an adult's birthday", async ({ page }) => {
  const r = new ResumePages(page);
  await r.loginAt('/cv-form', 'minor');

  // The birthday is the provider's (15 years ago), locked: 1990 cannot be typed in.
  const birthday = r.field('Date of birth');
  await expect(birthday).not.toHaveValue('');
  await expect(birthday).not.toBeEditable();
  const providerBirthday = await birthday.inputValue();
  expect(providerBirthday > '2010-01-01').toBe(true);

  await r.field('Chinese name').fill('陳小明');
  await r.group('Sex').getByLabel('Male', { exact: true }).check();
  await r.group('Person with a disability').getByLabel('No').check();
  await r.choose('Living area', 'St. Anthony Parish');
  await r.next();
  await r.field('Mobile number').fill('66123456');
  await r.next();
  await expect(r.heading('Education')).toBeVisible();
  await r.choose('Type of education', 'No formal education');
  await r.next();
  await expect(r.heading('Languages')).toBeVisible();
  for (const select of await page.getByRole('combobox').all()) {
    await select.selectOption({ label: 'Good' });
  }
  for (let step = 0; step < 4; step += 1) await r.next();
  await expect(r.heading('Confirm your job-seeking data')).toBeVisible();
  await page.getByLabel('Hide', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  // Refused, the age message next to the birthday.
  await expect(r.heading('Personal information')).toBeVisible();
  await expect(r.errorOf('Date of birth')).toHaveText(AGE_MESSAGE);

  // Sending 1990 past the form is refused all the same: the provider's birth date decides.
  const answer = await page.evaluate(
    async ({ url, key, levels }) => {
      const form = {
        nameCn: '陳小明',
        sex: 1,
        bod: '1990-01-01',
        isDisability: 0,
        typeLivinglocationId: 1,
        mobileNum: '66123456',
        educationList: [{ typeEducationId: 1 }],
        ...levels,
        isPublic: 0,
      };
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem(key) ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(form),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    {
      url: PATHS.profile,
      key: STORAGE_KEYS.token,
      levels: Object.fromEntries(LANGUAGE_LEVEL_FIELDS.map((field) => [field, 3])),
    },
  );
  expect(answer).toEqual({
    status: 403,
    body: { code: 'BE_SEEKER_AGE_MUST_GE_16', errorArgs: [] },
  });
});

test('a 15-year-old hears the age limit on interviews, records and referral, not at the end of the resume form', async ({
  page,
}) => {
  const r = new ResumePages(page);
  await r.loginAt('/interview', 'minor');
  for (const path of ['/interview', '/record', '/referral-service']) {
    if (path !== '/interview') await page.goto(`${path}?language=en`);
    const panel = page.getByRole('alert', { name: 'Available from age 16' });
    await expect(panel).toContainText(AGE_MESSAGE);
    await expect(page.getByRole('heading', { name: 'Create your resume first' })).toHaveCount(0);
  }
});
