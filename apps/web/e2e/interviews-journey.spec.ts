import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import {
  buildPath,
  CONSOLE_JOBOFFER_PATHS,
  PATHS,
  type ConsoleJobOffer,
  type JobOfferDetail,
  type ProfileFormValues,
} from '@vaga/contract';
import { expect, test } from './fixtures.ts';
import { samplePdf } from './sample-files.ts';
import { ConsolePages } from './page-models/console.ts';
import {
  BookingPages,
  callWithPageToken,
  ConsoleInterviews,
  macaoDate,
  macaoLocal,
  uploadCv,
} from './page-models/interview-journey.ts';
import { ResumePages } from './page-models/resume.ts';

test.setTimeout(330_000);

/** The newcomer's resume, published, created through the API (reference ids of the demo data). */
function newcomerResume(bod: string): ProfileFormValues {
  return {
    nameCn: '黃新來',
    namePt: 'VONG SAN LOI',
    sex: 1,
    bod,
    isDisability: 0,
    disabilityList: [],
    typeLivinglocationId: 1,
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

test('interviews: booking with a CV, arrangement, calendar, result and survey, then an invitation rejected with a reason', async ({
  browser,
  page,
  pageErrors,
}) => {
  // The employer (its own browser context): which of its vacancies need a CV.
  const employerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
  });
  const employerPage = await employerContext.newPage();
  const consoles = new ConsolePages(employerPage);
  const employer = new ConsoleInterviews(employerPage);
  await consoles.loginAt('/employer', 'employer');
  const offers = await consoles.fetchWithPageToken(CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  expect(offers.status).toBe(200);
  let needingCv: JobOfferDetail | null = null;
  let other: ConsoleJobOffer | null = null;
  for (const offer of (offers.body as ConsoleJobOffer[]).filter((o) => o.valid)) {
    const detail = await page.request.get(buildPath(PATHS.jobOffer, { id: offer.id }), {
      headers: { 'Accept-Language': 'en' },
    });
    const body = (await detail.json()) as JobOfferDetail;
    if (!needingCv && body.needCv === 1) needingCv = body;
    else if (!other) other = offer;
    if (needingCv && other) break;
  }
  expect(needingCv, 'the employer has a valid vacancy that needs a CV').not.toBeNull();
  expect(other, 'the employer has another valid vacancy').not.toBeNull();
  const vacancy = needingCv!;

  // The resident books it: refused without a CV, in the browser and on the server.
  const resident = new ResumePages(page);
  const booking = new BookingPages(page);
  await resident.loginAt('/cv', 'resident');
  await page.goto(`/job-service/make-appointment?jobOfferId=${vacancy.id}&type=local`);
  await expect(page.getByRole('heading', { name: vacancy.jobOfferTitle })).toBeVisible();
  const from = macaoDate(3);
  const to = macaoDate(10);
  await booking.fill(from, to, 'Morning', 'I have worked in this field for five years.');
  await expect(page.getByText('Required for this vacancy')).toBeVisible();
  await booking.next();
  await expect(booking.toast('A CV must be attached for this vacancy')).toBeVisible();
  await expect(page).toHaveURL(/make-appointment/);
  const refused = await callWithPageToken(page, 'POST', PATHS.jobmatchApplyJob, {
    jobOfferId: vacancy.id,
    expectedInterviewDateFrom: from,
    expectedInterviewDateTo: to,
    expectedInterviewTimePeriod: 1,
    content: 'Without a CV',
  });
  expect(refused).toMatchObject({ status: 400, body: { code: 'BE_CV_MUST_ATTACHED' } });

  // With a CV (uploaded through the API) chosen on accessory-list, the booking is accepted.
  const uploaded = await uploadCv(page, PATHS.cvs, 'resident-cv.pdf', samplePdf('Resident CV'));
  expect(uploaded.status).toBe(200);
  const cvName = (uploaded.body as { cvName: string }).cvName;
  await page.getByRole('link', { name: /Attached CV/ }).click();
  await expect(page.getByText('This vacancy needs a CV: attach one to book.')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(cvName) }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('link', { name: /Attached CV/ })).toContainText(cvName);
  await expect(booking.field('What you would like the employer to know')).toHaveValue(
    'I have worked in this field for five years.',
  );
  await booking.next();
  await expect(page).toHaveURL(/send-appointment/);
  await page.getByRole('button', { name: 'Send the booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking sent' })).toBeVisible();
  await page.getByRole('link', { name: 'My interviews' }).click();
  await expect(page).toHaveURL(/\/interview$/);

  // The employer sees the request, downloads the attached CV and arranges the interview.
  await employerPage.goto('/employer/interviews');
  await consoles.nav.getByRole('link', { name: 'Interview requests' }).click();
  await employer.main
    .getByRole('link', {
      name: new RegExp(vacancy.jobOfferTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    })
    .first()
    .click();
  await employer.expectStatus('Waiting for the employer');
  await expect(employer.fact("Seeker's message")).toHaveText(
    'I have worked in this field for five years.',
  );
  const cvDownload = employerPage.waitForEvent('download');
  await employer.main.getByRole('button', { name: 'Download the CV' }).click();
  const cvFile = await cvDownload;
  expect((await readFile(await cvFile.path())).equals(samplePdf('Resident CV'))).toBe(true);
  // The result can only be recorded once the interview has taken place, and the server's clock is
  // the real one here: the interview is arranged for a minute or two from now.
  const at = new Date((Math.floor(Date.now() / 60_000) + 2) * 60_000);
  const atLocal = macaoLocal(at);
  const arrangeForm = employer.form('Arrange the interview');
  await employer.arrange(arrangeForm, atLocal, 'Health Bureau, Room 3', '28331234');
  await arrangeForm.getByRole('button', { name: 'Arrange' }).click();
  await employer.expectStatus('Interview arranged');
  await expect(employer.fact('Place')).toHaveText('Health Bureau, Room 3');

  // The resident sees it under "arranged" with its date, and adds it to the calendar.
  await page.reload();
  await page.getByRole('tab', { name: /Arranged/ }).click();
  const card = page.getByRole('article', { name: vacancy.jobOfferTitle });
  await expect(card).toContainText(atLocal.replace('T', ' ').replace(/-/g, '/'));
  await card.getByRole('link', { name: 'Details' }).click();
  const ics = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const calendarText = await readFile(await (await ics).path(), 'utf8');
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(calendarText)).getFirstSubcomponent('vevent')!,
  );
  // The local time typed in the console is Macao's (UTC+8): the calendar holds that instant.
  expect(event.startDate.toJSDate().toISOString()).toBe(at.toISOString());
  expect(event.location).toBe('Health Bureau, Room 3');

  // After the interview, the employer records "hired"; the resident submits the survey.
  await employerPage.waitForTimeout(Math.max(0, at.getTime() - Date.now() + 2_000));
  const resultForm = employer.form('Record the result');
  await resultForm.getByLabel('Hired', { exact: true }).check();
  await resultForm.getByRole('button', { name: 'Record' }).click();
  await expect(employer.fact('Result recorded by the employer')).toHaveText('Hired');
  await page.goto('/interview');
  await page.getByRole('tab', { name: /Finished/ }).click();
  const finished = page.getByRole('article', { name: vacancy.jobOfferTitle });
  await finished
    .getByRole('link', { name: 'Interview survey' })
    .or(finished.getByRole('button', { name: 'Interview survey' }))
    .click();
  await expect(page.getByText('The employer recorded: Hired')).toBeVisible();
  await page.getByLabel('Hired', { exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/interview\/details\//);
  await employerPage.reload();
  await expect(employer.fact('Result given by the seeker')).toHaveText('Hired');

  // The newcomer publishes a resume (API); the employer invites; the newcomer declines.
  const newcomerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const newcomerPage = await newcomerContext.newPage();
  await new ResumePages(newcomerPage).loginAt('/cv', 'newcomer');
  // The resume's birthday is the one of the newcomer's identity.
  const account = await callWithPageToken(newcomerPage, 'GET', PATHS.accountProfile);
  const { birthDate } = account.body as { birthDate: string };
  const created = await callWithPageToken(
    newcomerPage,
    'POST',
    PATHS.profile,
    newcomerResume(birthDate),
  );
  expect(created).toMatchObject({ status: 200 });

  await employerPage.goto('/employer/interviews');
  await employer.main.getByRole('link', { name: 'Invite a seeker' }).click();
  await employer.main.getByLabel('Search by name or expected job').fill('VONG SAN LOI');
  await employer.main.getByRole('button', { name: 'Search' }).click();
  await employer.main.getByRole('radio', { name: /黃新來/ }).check();
  await employer.main.getByLabel('Vacancy').selectOption(String(other!.id));
  const inviteDay = macaoDate(6);
  await employer.arrange(employer.main, `${inviteDay}T15:00`, 'Health Bureau, Room 5', '28331235');
  await employer.main.getByRole('button', { name: 'Send the invitation' }).click();
  await employer.expectStatus('Waiting for the job seeker');

  await newcomerPage.goto('/interview');
  await newcomerPage.getByRole('tab', { name: /Waiting for you/ }).click();
  const invitation = newcomerPage.getByRole('article', { name: other!.title });
  await invitation.getByRole('link', { name: 'Details' }).click();
  await newcomerPage.getByRole('link', { name: 'Decline' }).click();
  await expect(
    newcomerPage.getByText('Declining an interview may affect your unemployment benefit.'),
  ).toBeVisible();
  await newcomerPage.getByLabel('Other', { exact: true }).check();
  await newcomerPage.getByLabel('Your reason').fill('I am moving to Zhuhai next month');
  await newcomerPage.getByRole('button', { name: 'Decline the interview' }).click();
  await expect(newcomerPage).toHaveURL(/\/interview\/details\//);

  await employerPage.reload();
  await employer.expectStatus('Invitation rejected');
  await expect(employer.fact('Reason for rejecting')).toContainText(
    'I am moving to Zhuhai next month',
  );

  await newcomerContext.close();
  await employerContext.close();
  expect(pageErrors).toEqual([]);
});
