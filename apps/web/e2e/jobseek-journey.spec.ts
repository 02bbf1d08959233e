import {
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  type ConsoleJobOffer,
  type JobMatchCard,
  type Page as ListPage,
  type ProfileFormValues,
} from '@vaga/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { ConsoleRegistrations } from './page-models/console-registrations.ts';
import { callWithPageToken } from './page-models/interview-journey.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(240_000);

/** The job title the newcomer wants, and the staff search for (reference option 10101). */
const WANTED_JOB = 'Receptionist';

/** A published resume for the newcomer (reference ids of the demo data), no disability declared. */
function newcomerResume(bod: string): ProfileFormValues {
  return {
    nameCn: '黃新來',
    namePt: 'VONG SAN LOI',
    sex: 1,
    bod,
    isDisability: 0,
    disabilityList: [],
    typeLivinglocationId: 2,
    mobileNum: '66123456',
    fixedLineNum: '',
    email: 'sanloi@example.mo',
    educationList: [
      {
        typeEducationId: 7,
        typeEducationLevelId: 1,
        typeEducationSubjectId: 2,
        textEducationSubject: null,
      },
    ],
    cantoneseSpeakingLevel: 4,
    mandarinSpeakingLevel: 3,
    chineseWritingLevel: 4,
    portugueseSpeakingLevel: 2,
    portugueseWritingLevel: 2,
    englishSpeakingLevel: 3,
    englishWritingLevel: 3,
    otherLanguageList: [],
    drivingSkillList: [],
    skillList: [{ typeSkillId: 2, textSkill: null }],
    expectedJobList: [{ typeJobTitleId: 10101, textJobTitle: null }],
    experienceList: [],
    isShowRemark: 0,
    remark: '',
    isPublic: 1,
  };
}

/** The newcomer's resume: created now, or kept when an earlier journey already created it. */
async function ensureResume(page: Page): Promise<void> {
  const existing = await callWithPageToken(page, 'GET', PATHS.profile);
  if (existing.status === 200) return;
  expect(existing.status).toBe(404);
  const account = await callWithPageToken(page, 'GET', PATHS.accountProfile);
  const { birthDate } = account.body as { birthDate: string };
  const created = await callWithPageToken(page, 'POST', PATHS.profile, newcomerResume(birthDate));
  expect(created.status).toBe(200);
}

/** The seeker's interviews (all groups, or narrowed to registrations), as the API lists them. */
async function interviewOffers(page: Page, jobSeekId?: number): Promise<number[]> {
  const query = jobSeekId ? `?size=50&jobSeekIdList=${jobSeekId}` : '?size=50';
  const list = await callWithPageToken(page, 'GET', `${PATHS.jobmatches}${query}`);
  expect(list.status).toBe(200);
  return (list.body as ListPage<JobMatchCard>).content.map((match) => match.jobOfferId);
}

test('job-seeking registration: a salary below the minimum refused, approval, two referrals, records and the interview filter, closing', async ({
  browser,
  page,
}) => {
  // The newcomer has a resume and no registration yet.
  const seeker = new ResumePages(page);
  await seeker.loginAt('/referral-service', 'newcomer');
  await ensureResume(page);
  await page.reload();
  const intro = page.getByRole('region', { name: 'Job-seeking registration (referral service)' });
  await expect(intro).toBeVisible();
  await intro.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/cv-form\/update-register/);

  // The registration form, with a wanted monthly salary of MOP 5,000.
  await seeker.choose('Employment status', 'Employed');
  await seeker.choose('Reason for registering', 'Changing jobs');
  await seeker.group('Shift work').getByLabel('Can work shifts').check();
  await seeker.group('Where you want to work').getByLabel('St. Anthony Parish').check();
  const job = seeker.group('Wanted job 1');
  await seeker.choose('Job title', WANTED_JOB, job);
  await seeker.choose('Salary type', 'Monthly', job);
  await job.getByLabel('Wanted salary (MOP)', { exact: true }).fill('5000');
  await seeker.group('Receive recommended vacancies?').getByLabel('Yes').check();
  await seeker.group('Notification methods').getByLabel('Text message').check();
  await seeker.next();
  const minimum = 'The wanted salary is below the statutory minimum wage: MOP 7,280 per month';
  await expect(job.getByText(minimum)).toBeVisible();
  await expect(page).toHaveURL(/\/cv-form\/update-register/);
  // The server holds the same rule.
  const refused = await callWithPageToken(page, 'POST', PATHS.minimumSalary, {
    typeSalaryId: 1,
    salaryAmount: 5000,
    typeJobTitleId: 10101,
  });
  expect(refused).toMatchObject({
    status: 400,
    body: { code: 'BE_SALARY_BELOW_MINIMUM', errorArgs: [7280, 'month'] },
  });

  // Fixed, confirmed and submitted: the registration is processing.
  await job.getByLabel('Wanted salary (MOP)', { exact: true }).fill('12000');
  await seeker.next();
  await expect(page.getByRole('heading', { name: 'Confirm your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Processing');
  const entNo = (await page.getByText(/^Application number: /).textContent())!.replace(
    'Application number: ',
    '',
  );
  expect(entNo).toMatch(/^JS\d{8}-\d{6}$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/referral-service/);
  await expect(page.getByText('Processing').first()).toBeVisible();

  // Staff (their own browser, on a desktop) approve it and refer the newcomer to two vacancies.
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const staffPage = await staffContext.newPage();
  const consoles = new ConsolePages(staffPage);
  const staff = new ConsoleRegistrations(staffPage);
  await consoles.loginAt('/staff', 'staff');
  await consoles.nav.getByRole('link', { name: 'Registrations', exact: true }).click();
  await staff.openTab('Processing');
  await staff.card(entNo).getByRole('link').click();
  await staff.expectState('Processing');
  await expect(staff.fact('Application number')).toHaveText(entNo);
  await staff.form('Approve the registration').getByRole('button', { name: 'Approve' }).click();
  await staff.expectState('Valid');

  // Two valid vacancies with the wanted title the newcomer has no interview for yet.
  const booked = new Set(await interviewOffers(page));
  const offers = await consoles.fetchWithPageToken(
    `${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}?keyword=${WANTED_JOB}`,
  );
  expect(offers.status).toBe(200);
  const found = (offers.body as ConsoleJobOffer[]).filter((offer) => offer.valid);
  const chosen = found
    .map((offer, index) => ({ offer, index }))
    .filter(({ offer }) => !booked.has(offer.id))
    .slice(0, 2);
  expect(chosen, 'two vacancies to refer to').toHaveLength(2);
  const refer = staff.form('Refer to vacancies');
  await refer.getByLabel('Search vacancies by title').fill(WANTED_JOB);
  await refer.getByRole('button', { name: 'Search' }).click();
  const results = refer.getByRole('list', { name: 'Vacancies found' }).getByRole('checkbox');
  await expect(results).toHaveCount(found.length);
  for (const { index } of chosen) await results.nth(index).check();
  await refer.getByLabel(/Message/).fill('Front desk experience, speaks three languages.');
  await refer.getByRole('button', { name: 'Refer to 2 vacancies' }).click();
  await expect(staff.main.getByRole('heading', { name: 'Referrals (2)' })).toBeVisible();
  for (const { offer } of chosen)
    await expect(staff.main.getByRole('link', { name: offer.title }).first()).toBeVisible();

  // The newcomer's record is in progress with 2 interviews; the interviews narrow to it.
  await page.goto('/record');
  await page.getByRole('tab', { name: 'In progress' }).click();
  const record = page.getByRole('article', { name: new RegExp(entNo) });
  await expect(record.locator('dt', { hasText: 'Interviews' }).locator('+ dd')).toHaveText('2');
  await expect(record).toContainText('Valid');
  await record.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/record\/details\//);
  const jobSeekId = Number(new URL(page.url()).pathname.split('/').pop());

  await page.goto('/interview');
  await page.getByRole('link', { name: 'Filter by job-seeking service' }).click();
  await expect(page).toHaveURL(/\/interview\/select/);
  await page.getByRole('checkbox', { name: new RegExp(entNo) }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/interview$/);
  await expect(page.getByRole('link', { name: 'Job-seeking services chosen: 1' })).toBeVisible();
  await page.getByRole('tab', { name: /Job-seeking registration/ }).click();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const titles = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
  expect(titles.sort()).toEqual(chosen.map(({ offer }) => offer.title).sort());
  expect((await interviewOffers(page, jobSeekId)).sort()).toEqual(
    chosen.map(({ offer }) => offer.id).sort(),
  );

  // Staff close the registration; the newcomer finds it under "completed".
  await staffPage.reload();
  const close = staff.form('Close the registration');
  await close.getByLabel('Hired through a referral').check();
  await close.getByLabel(/Closing remark/).fill('Hired as a receptionist.');
  await close.getByRole('button', { name: 'Close the registration' }).click();
  await staff.expectState('Completed');
  await expect(staff.fact('Result')).toHaveText('Hired through a referral');

  await page.goto('/record');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByRole('article', { name: new RegExp(entNo) });
  await expect(completed).toContainText('Completed');
  await expect(completed).toContainText('Hired through a referral');
  await page.getByRole('tab', { name: 'In progress' }).click();
  await expect(page.getByRole('article', { name: new RegExp(entNo) })).toHaveCount(0);

  await staffContext.close();
});
