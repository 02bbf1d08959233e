import { LANGUAGE_LEVEL_FIELDS, PATHS, STORAGE_KEYS } from '@vaga/contract';
import ERRORS_EN from '@vaga/contract/texts/en/errors.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { ResumePages } from './page-models/resume.ts';

const AGE_MESSAGE = ERRORS_EN.BE_SEEKER_AGE_MUST_GE_16;

test("a 15-year-old cannot start the resume form, nor get a resume by sending an adult's birthday", async ({
  page,
}) => {
  const r = new ResumePages(page);
  await r.loginAt('/cv-form', 'minor');

  // The age limit at the entry: no step of the form shows.
  const panel = page.getByRole('alert', { name: 'Available from age 16' });
  await expect(panel).toContainText(AGE_MESSAGE);
  await expect(r.field('Chinese name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

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

test('a 15-year-old hears the age limit at every entry of a flow that needs age 16', async ({
  page,
}) => {
  const r = new ResumePages(page);
  await r.loginAt('/interview', 'minor');
  const entries = [
    '/interview',
    '/record',
    '/referral-service',
    '/cv',
    '/cv-form',
    '/cv-form/update-register',
    '/register-ready?eventId=1',
    '/appt-jobs?eventId=1',
    '/job-service/make-appointment?jobOfferId=1',
  ];
  for (const path of entries) {
    if (path !== '/interview') {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}language=en`);
    }
    const panel = page.getByRole('alert', { name: 'Available from age 16' });
    await expect(panel).toContainText(AGE_MESSAGE);
    await expect(page.getByRole('heading', { name: 'Create your resume first' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create my resume' })).toHaveCount(0);
  }

  // The service home's referral entry leads to the same panel.
  await page.goto('/service?language=en');
  await page
    .getByRole('button', { name: /referral/i })
    .first()
    .click();
  await expect(page.getByRole('alert', { name: 'Available from age 16' })).toBeVisible();
});
