import {
  buildPath,
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  type ConsoleJobOffer,
  type JobOfferDetail,
} from '@vaga/contract';
import ERRORS_EN from '@vaga/contract/texts/en/errors.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { ConsolePages } from './page-models/console.ts';
import {
  BookingPages,
  callWithPageToken,
  ConsoleInterviews,
  macaoDate,
  macaoLocal,
} from './page-models/interview-journey.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(300_000);

/** The demo employer's vacancies are left to the other interview journey. */
const DEMO_EMPLOYER_ID = 1;
const FULL = ERRORS_EN.BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT;

test('the survey after an interview frees one of the ten active interview requests', async ({
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
  const staff = new ConsoleInterviews(staffPage);
  await consoles.loginAt('/staff', 'staff');
  const offers = await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  expect(offers.status).toBe(200);
  const candidates = (offers.body as ConsoleJobOffer[]).filter(
    (o) => o.valid && o.employerId !== DEMO_EMPLOYER_ID,
  );

  // The resident books vacancies (API) until the server says the ten active requests are taken.
  await new ResumePages(page).loginAt('/interview', 'resident');
  const booked: { uid: string; offer: ConsoleJobOffer }[] = [];
  const untouched: ConsoleJobOffer[] = [];
  let full = false;
  for (const offer of candidates) {
    if (full) {
      untouched.push(offer);
      continue;
    }
    const res = await callWithPageToken(page, 'POST', PATHS.jobmatchApplyJob, {
      jobOfferId: offer.id,
      expectedInterviewDateFrom: macaoDate(2),
      expectedInterviewDateTo: macaoDate(9),
      expectedInterviewTimePeriod: 3,
      content: 'I would like to interview for this job.',
    });
    const code = (res.body as { code?: string } | null)?.code;
    if (res.status === 200)
      booked.push({ uid: (res.body as { jobMatchUid: string }).jobMatchUid, offer });
    else if (code === 'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT') {
      full = true;
      untouched.push(offer);
    }
  }
  expect(full, 'the resident reached the ten active requests').toBe(true);
  expect(booked.length).toBeGreaterThan(0);
  // One more to book in the browser: a vacancy that does not ask for a CV.
  let next: ConsoleJobOffer | undefined;
  for (const offer of untouched) {
    const detail = await page.request.get(buildPath(PATHS.jobOffer, { id: offer.id }));
    if (((await detail.json()) as JobOfferDetail).needCv !== 1) {
      next = offer;
      break;
    }
  }
  if (!next) throw new Error('the seeded data has no further vacancy without a CV');
  const nextOffer = next;

  // Staff arrange the first one for a minute or two from now (the server's clock is the real one).
  const held = booked[0];
  let minute = Math.floor(Date.now() / 60_000) + 1;
  if (minute * 60_000 - Date.now() < 20_000) minute += 1;
  const at = new Date(minute * 60_000);
  const arranged = await callWithPageToken(
    staffPage,
    'POST',
    buildPath(PATHS.consoleMatchArrange, { id: held.uid }),
    {
      interviewAt: macaoLocal(at),
      location: 'Labour Affairs Bureau, Room 2',
      contactPhone: '28561234',
    },
  );
  expect(arranged.status, JSON.stringify(arranged.body)).toBe(200);

  // Full: booking one more in the browser is refused with the seeker's message.
  const booking = new BookingPages(page);
  const book = async () => {
    await page.goto(
      `/job-service/make-appointment?jobOfferId=${nextOffer.id}&type=local&language=en`,
    );
    await expect(page.getByRole('heading', { name: nextOffer.title })).toBeVisible();
    await booking.fill(macaoDate(2), macaoDate(9), 'Morning', 'I can start next month.');
    await booking.next();
    await expect(page).toHaveURL(/send-appointment/);
    await page.getByRole('button', { name: 'Send the booking' }).click();
  };
  await book();
  await expect(page.getByText(FULL)).toBeVisible();

  // After the interview the resident answers the survey: the match is finished.
  await page.waitForTimeout(Math.max(0, at.getTime() - Date.now() + 2_000));
  await page.goto(`/interview/survey/${held.uid}?language=en`);
  await expect(page.getByRole('heading', { name: held.offer.title })).toBeVisible();
  await page.getByLabel('Not hired', { exact: true }).check();
  await page.getByLabel('Comment').fill('They chose someone with more experience');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/interview\/details\//);
  await expect(page.getByText('Not hired').first()).toBeVisible();
  await expect(page.getByText('They chose someone with more experience')).toBeVisible();

  // Staff see the seeker's result; a second result is refused.
  await staffPage.goto(`/staff/matches/${held.uid}`);
  await staff.expectStatus('Not hired');
  await expect(staff.fact('Result given by the seeker')).toHaveText('Not hired');
  const second = await callWithPageToken(
    staffPage,
    'POST',
    buildPath(PATHS.consoleMatchResult, { id: held.uid }),
    { result: 'hired' },
  );
  expect(second).toMatchObject({
    status: 409,
    body: { code: 'BE_JOBMATCH_RESULT_ALREADY_RECORDED' },
  });

  // The slot is free: the same booking now goes through.
  await book();
  await expect(page.getByRole('heading', { name: 'Booking sent' })).toBeVisible();

  // Leave the demo resident as other journeys expect: staff decline what this one booked.
  const list = await callWithPageToken(
    page,
    'GET',
    `${PATHS.jobmatches}?typeJobMatchStatusGroupIdList=1&size=100`,
  );
  const open = (list.body as { content: { jobMatchUid: string; jobOfferId: number }[] }).content;
  const ours = new Set([...booked.map((b) => b.offer.id), nextOffer.id]);
  for (const match of open.filter((m) => ours.has(m.jobOfferId))) {
    const declined = await callWithPageToken(
      staffPage,
      'POST',
      buildPath(PATHS.consoleMatchDecline, { id: match.jobMatchUid }),
      { reason: 'Test cleanup' },
    );
    expect(declined.status).toBe(200);
  }

  await staffContext.close();
  expect(pageErrors).toEqual([]);
});
