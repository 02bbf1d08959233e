import { expect, type Browser, type Page } from '@playwright/test';
import {
  CONSOLE_JOBOFFER_PATHS,
  JOB_MATCH_GROUP,
  JOB_MATCH_STATUS,
  PATHS,
  PROFILE_SECTIONS,
  buildPath,
  type ConsoleJobOffer,
  type ConsoleSeekerCard,
  type CvFile,
  type EventCard,
  type JobClass,
  type JobMatchCard,
  type JobOfferCard,
  type JobSeekRecord,
  type Page as ListPage,
} from '@vaga/contract';
import { paths, ROUTES } from '../../src/shared/paths.ts';
import { ConsolePages } from './console.ts';
import { bookInterview, vacancyWithoutCv } from './interviews.ts';
import { callWithPageToken, macaoDate, uploadCv } from './interview-journey.ts';
import { samplePdf } from '../sample-files.ts';

type RouteKey = keyof typeof ROUTES;
/** The routes whose address takes parameters or a query: `paths` has a builder for each. */
type BuiltRouteKey = {
  [K in RouteKey]: (typeof paths)[K] extends string ? never : K;
}[RouteKey];

/** Reads a JSON answer of the API with the page's session, failing on anything but 200. */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await callWithPageToken(page, 'GET', path);
  expect(answer.status, `GET ${path}`).toBe(200);
  return answer.body as T;
}

/**
 * The real records the resident's pages show: a record, an event with a vacancy, a vacancy to
 * book, a CV file, a booked interview and an invitation from the employer to answer. Made with
 * the page's resident session (and, for the invitation, an employer's of its own).
 */
async function seedResidentData(page: Page, browser: Browser) {
  const [record] = (
    await read<ListPage<JobSeekRecord>>(page, `${PATHS.jobseeks}?jobSeekStatusList=1&page=0&size=1`)
  ).content;
  const events = await read<ListPage<EventCard>>(
    page,
    `${PATHS.events}?typeEventStatus=1&sort=startDate,asc&page=0&size=20`,
  );
  let event: { card: EventCard; vacancy: JobOfferCard } | null = null;
  for (const card of events.content) {
    const vacancies = await read<ListPage<JobOfferCard>>(
      page,
      `${buildPath(PATHS.eventVacancies, { id: card.eventId })}?page=0&size=1`,
    );
    if (vacancies.content.length > 0) {
      event = { card, vacancy: vacancies.content[0] };
      break;
    }
  }
  if (!record || !event) throw new Error('the seeded data has no record or no event vacancy');
  const [jobClass] = await read<JobClass[]>(page, PATHS.localVacancyCatalog);
  const vacancy = await vacancyWithoutCv(page.request);
  const uploaded = await uploadCv(page, PATHS.cvs, 'layout-cv.pdf', samplePdf('Layout CV'));
  // A retry finds the CV of its first attempt: with the most CV files a resident may keep, the
  // upload is refused (409) and a CV already there serves as well.
  if (uploaded.status !== 200) expect(uploaded.body).toMatchObject({ code: 'BE_CV_EXCEED_MAX' });
  const cvUid =
    uploaded.status === 200
      ? (uploaded.body as { cvUid: string }).cvUid
      : (await read<CvFile[]>(page, PATHS.cvs))[0].cvUid;
  // Tests before this one may have booked the vacancy or left an invitation on the shared
  // server: a match of that kind already there serves as well as a new one.
  const mine = await read<ListPage<JobMatchCard>>(
    page,
    `${PATHS.jobmatches}?typeJobMatchStatusGroupIdList=${JOB_MATCH_GROUP.waitingEmployer},${JOB_MATCH_GROUP.waitingSeeker}&page=0&size=50`,
  );
  const token = await page.evaluate(() => localStorage.getItem('vaga.token'));
  const booked =
    mine.content.find((m) => m.typeJobMatchStatusId === JOB_MATCH_STATUS.requested)?.jobMatchUid ??
    (await bookInterview(page.request, token!, vacancy.id));
  const { nameCn } = await read<{ nameCn: string }>(page, PATHS.profile);
  const invited =
    mine.content.find((m) => m.typeJobMatchStatusId === JOB_MATCH_STATUS.invited)?.jobMatchUid ??
    (await inviteAsEmployer(browser, nameCn));
  return { record, event, jobClass, vacancy, cvUid, booked, invited };
}

/** The demo employer invites the seeker of that name to one of its vacancies; answers the uid. */
async function inviteAsEmployer(browser: Browser, seekerName: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new ConsolePages(page).loginAt('/employer', 'employer');
  const [offer] = await read<ConsoleJobOffer[]>(page, CONSOLE_JOBOFFER_PATHS.consoleJobOffers);
  const seekers = await read<ListPage<ConsoleSeekerCard>>(
    page,
    `${PATHS.consoleSeekers}?keyword=${encodeURIComponent(seekerName)}&page=0&size=10`,
  );
  const seeker = seekers.content.find((card) => card.name.includes(seekerName));
  if (!offer || !seeker) throw new Error('the employer has no vacancy or cannot find the seeker');
  const invited = await callWithPageToken(page, 'POST', PATHS.consoleMatchInvite, {
    jobOfferId: offer.id,
    seekerId: seeker.seekerId,
    interviewAt: `${macaoDate(6)}T15:00`,
    location: 'Labour Affairs Bureau, Room 2',
    contactPhone: '28331236',
    remark: '',
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  await context.close();
  return (invited.body as { jobMatchUid: string }).jobMatchUid;
}

/**
 * Every address of the seeker app's route table (shared/paths.ts `ROUTES`), with the resident's
 * real records where a route takes an id or a query, and every variant a parameter chooses
 * between (the seven resume sections). The `Record` type makes a route added to the table with a
 * builder fail to compile here until it is given real values.
 */
export async function seededAddresses(page: Page, browser: Browser): Promise<string[]> {
  const seeded = await seedResidentData(page, browser);
  const { card, vacancy: eventVacancy } = seeded.event;
  const sub = seeded.jobClass.subCategories[0];
  const built: Record<BuiltRouteKey, string[]> = {
    recordDetails: [paths.recordDetails(seeded.record.jobSeekId)],
    interviewDetails: [
      paths.interviewDetails(seeded.booked),
      paths.interviewDetails(seeded.invited),
    ],
    interviewReject: [paths.interviewReject(seeded.invited)],
    interviewSurvey: [paths.interviewSurvey(seeded.booked)],
    jobService: [
      paths.jobService({ type: 'local' }),
      paths.jobService({ type: 'event', eventId: card.eventId, eventName: card.eventName }),
    ],
    jobList: [
      paths.jobList({
        type: 'local',
        groupId: sub?.groupId ?? seeded.jobClass.groupId,
        id: sub?.id,
      }),
    ],
    jobOffer: [paths.jobOffer(seeded.vacancy.id)],
    makeAppointment: [paths.makeAppointment(seeded.vacancy.id)],
    updateRegister: [paths.updateRegister()],
    updateAlone: PROFILE_SECTIONS.map((section) => paths.updateAlone(section)),
    cvFormResult: [paths.cvFormResult('updated')],
    filePreview: [paths.filePreview(seeded.cvUid)],
    matchKinds: [paths.matchKinds(), paths.matchKinds(card.typeEventId)],
    matchIndex: [paths.matchIndex(card.eventId)],
    registerReady: [paths.registerReady(card.eventId)],
    registerForm: [paths.registerForm(card.eventId)],
    registerResult: [paths.registerResult(card.eventId)],
    matchJobs: [paths.matchJobs(card.eventId), paths.matchJobs(card.eventId, eventVacancy.id)],
    apptForm: [paths.apptForm(card.eventId, eventVacancy.id)],
    apptJobs: [paths.apptJobs(card.eventId)],
  };
  const addresses = (Object.keys(ROUTES) as RouteKey[]).flatMap((key) =>
    key in built ? built[key as BuiltRouteKey] : [ROUTES[key]],
  );
  for (const address of addresses)
    if (address.includes(':')) throw new Error(`${address} has a parameter without a value`);
  return [...addresses, paths.cvTab(1)];
}
