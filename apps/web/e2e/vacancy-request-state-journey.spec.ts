import {
  buildPath,
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  type ConsoleJobOffer,
  type JobMatchCard,
  type JobOfferDetail,
  type Page as ApiPage,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import { callWithPageToken, macaoDate } from './page-models/interview-journey.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(240_000);

/** The demo employer's vacancies are left to the other interview journey. */
const DEMO_EMPLOYER_ID = 1;
const DECLINED = 'The employer declined your interview request for this position.';

test('a vacancy whose interview request was declined says so instead of offering another', async ({
  browser,
  page,
  pageErrors,
}) => {
  // Staff (their own browser context) act for any employer.
  const staffContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const staffPage = await staffContext.newPage();
  const consoles = new ConsolePages(staffPage);
  await consoles.loginAt('/staff', 'staff');
  const offers = await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  expect(offers.status).toBe(200);
  const candidates = (offers.body as ConsoleJobOffer[])
    .filter((o) => o.valid && o.employerId !== DEMO_EMPLOYER_ID)
    .reverse();

  // The resident books (API) a vacancy without a CV that it never asked about.
  await new ResumePages(page).loginAt('/interview', 'resident');
  let vacancy: JobOfferDetail | null = null;
  let uid = '';
  for (const offer of candidates) {
    const detail = (await (
      await page.request.get(buildPath(PATHS.jobOffer, { id: offer.id }), {
        headers: { 'Accept-Language': 'en' },
      })
    ).json()) as JobOfferDetail;
    if (detail.needCv === 1) continue;
    const res = await callWithPageToken(page, 'POST', PATHS.jobmatchApplyJob, {
      jobOfferId: offer.id,
      expectedInterviewDateFrom: macaoDate(2),
      expectedInterviewDateTo: macaoDate(9),
      expectedInterviewTimePeriod: 1,
      content: 'I would like to interview for this job.',
    });
    if (res.status !== 200) continue;
    vacancy = detail;
    uid = (res.body as { jobMatchUid: string }).jobMatchUid;
    break;
  }
  expect(vacancy, 'a vacancy the resident could book').not.toBeNull();
  const { id, jobOfferTitle } = vacancy!;

  // Staff decline it with a reason.
  const declined = await callWithPageToken(
    staffPage,
    'POST',
    buildPath(PATHS.consoleMatchDecline, { id: uid }),
    { reason: 'The position has been filled' },
  );
  expect(declined.status).toBe(200);
  const mine = await callWithPageToken(page, 'GET', `${PATHS.jobmatches}?jobOfferIdList=${id}`);
  expect((mine.body as ApiPage<JobMatchCard>).content.map((m) => m.jobMatchUid)).toEqual([uid]);

  // The vacancy's own page says what happened, and offers no second request.
  await page.goto(`/job-service/job/${id}?language=en`);
  await expect(page.getByRole('heading', { name: jobOfferTitle })).toBeVisible();
  const state = page.getByRole('note').filter({ hasText: DECLINED });
  await expect(state).toBeVisible();
  await expect(state).toContainText('The position has been filled');
  await expect(page.getByRole('link', { name: 'Request an interview' })).toHaveCount(0);

  // The same over the job list, and the link leads to the interview's details.
  await page.goto(`/job-service/job-list?language=en&detail=${id}`);
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('note').filter({ hasText: DECLINED })).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Request an interview' })).toHaveCount(0);
  await sheet.getByRole('link', { name: 'Interview details' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/details/${uid}$`));
  await expect(page.getByText('Declined by the employer').first()).toBeVisible();

  // The public page, as the server answers it, never carries the seeker's state.
  const html = await (await page.request.get(`/job-service/job/${id}?language=en`)).text();
  expect(html).not.toContain(DECLINED);
  expect(html).not.toContain('The position has been filled');

  await staffContext.close();
  expect(pageErrors).toEqual([]);
});
