import { AUTH_PATHS, type AccountType } from './auth.ts';
import { PATHS } from './paths.ts';

/**
 * The one route registry of the web app: the resident's routes (`ROUTES`, spec §2) and the
 * consoles' (`CONSOLE_ROUTES`). `ROUTES` holds the patterns the route table matches, `paths` the
 * addresses pages link to, with builders for the routes that take parameters or a query. It is
 * the contract's, so the server's links (e-mails, notices, alerts) are built from it too: no
 * feature and no server module writes an address of its own.
 */
export const ROUTES = {
  home: '/',
  service: '/service',
  cv: '/cv',
  interview: '/interview',
  record: '/record',
  favorites: '/favorites',
  illustrate: '/illustrate',
  recordDetails: '/record/details/:id',
  interviewSelect: '/interview/select',
  interviewDetails: '/interview/details/:id',
  interviewReject: '/interview/reject/:id',
  interviewSurvey: '/interview/survey/:id',
  jobService: '/job-service',
  jobList: '/job-service/job-list',
  jobOffer: '/job-service/job/:id',
  makeAppointment: '/job-service/make-appointment',
  sendAppointment: '/job-service/send-appointment',
  previewResume: '/job-service/preview-resume',
  accessoryList: '/job-service/accessory-list',
  unemployedInfo: '/unemployed-info',
  unemployedProcess: '/unemployed-process',
  unemployedResult: '/unemployed-result',
  referralService: '/referral-service',
  cvForm: '/cv-form',
  updateProfile: '/cv-form/update-profile',
  updateRegister: '/cv-form/update-register',
  updateAlone: '/cv-form/update-alone/:section',
  cvFormResult: '/cv-form/result',
  cvFile: '/cv-file',
  fileMethod: '/cv-file/file-method',
  filePreview: '/cv-file/preview',
  fileUpload: '/cv-file/upload',
  fileBrowse: '/cv-file/browse',
  matchKinds: '/match-kinds',
  matchIndex: '/match-index',
  registerReady: '/register-ready',
  registerForm: '/register-form',
  registerResult: '/register-result',
  matchJobs: '/match-jobs',
  apptForm: '/appt-form',
  apptJobs: '/appt-jobs',
  recommendList: '/recommend-list',
  profile: AUTH_PATHS.callbackRoute,
  link: '/link',
  notifications: '/notifications',
  notificationSettings: '/notifications/settings',
  notificationMailbox: '/notifications/mailbox',
  myData: '/my-data',
} as const;

/** A public page of the web app: rendered on the server and open to every visitor. */
export interface PublicPage {
  /** Its route pattern (of ROUTES). */
  readonly route: string;
  /** Whether the sitemap lists it (in each language). */
  readonly sitemap: boolean;
  /**
   * The record it shows, by the id of its address (a vacancy's, an event's): an unknown id
   * answers 404, a removed vacancy 410, with the page's own message.
   */
  readonly record?: 'vacancy' | 'event';
  /**
   * The API reads it shows first (their endpoints' path templates), made on the server with the
   * page by the web's prefetch of the page; the server answers no other read of a page.
   */
  readonly reads: readonly string[];
}

/**
 * The public pages, once: what the server renders (apps/web/src/entry-server.tsx and the
 * server's modules/pages), what the sitemap lists and which are a record's own page (crawl.ts).
 * Each page's first reads are made by the web's prefetch of that page (entry-server.tsx), from
 * the routes of the public GET endpoints of the endpoint table.
 */
export const PUBLIC_PAGES = {
  service: {
    route: ROUTES.service,
    sitemap: true,
    reads: [PATHS.jobOfferSummary, PATHS.banners, PATHS.serviceHome, PATHS.localVacancyCatalog],
  },
  jobService: {
    route: ROUTES.jobService,
    sitemap: true,
    reads: [PATHS.localVacancyCatalog, PATHS.eventJobOffersCatalog],
  },
  jobList: {
    route: ROUTES.jobList,
    sitemap: true,
    reads: [
      PATHS.localVacancyCatalog,
      PATHS.eventJobOffersCatalog,
      PATHS.localVacancy,
      PATHS.localVacancySearch,
      PATHS.eventJobOffers,
      PATHS.eventJobOffersSearch,
      PATHS.jobOffer,
    ],
  },
  jobOffer: { route: ROUTES.jobOffer, sitemap: false, record: 'vacancy', reads: [PATHS.jobOffer] },
  matchKinds: {
    route: ROUTES.matchKinds,
    sitemap: true,
    reads: [PATHS.events, PATHS.eventBanners],
  },
  matchIndex: { route: ROUTES.matchIndex, sitemap: false, record: 'event', reads: [PATHS.event] },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

const pages: readonly PublicPage[] = Object.values(PUBLIC_PAGES);

/** The route patterns of the public pages, as the server renders them. */
export const PUBLIC_PAGE_ROUTES: readonly string[] = pages.map((page) => page.route);

/** Every API read a public page makes on the server (PublicPage.reads). */
export const PUBLIC_PAGE_READS: ReadonlySet<string> = new Set(pages.flatMap((page) => page.reads));

/** The route of the public page that shows a record of `kind`. */
export function recordPageRoute(kind: 'vacancy' | 'event'): string {
  const page = pages.find((p) => p.record === kind);
  if (!page) throw new Error(`no public page shows a ${kind}`);
  return page.route;
}

type QueryValues = Record<string, string | number | undefined>;

/** `path?query`, leaving out the undefined values (and the `?` when nothing is left). */
export function withSearch(path: string, values: QueryValues | URLSearchParams = {}): string {
  const search =
    values instanceof URLSearchParams
      ? values
      : new URLSearchParams(
          Object.entries(values)
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
            .map(([key, value]): [string, string] => [key, String(value)]),
        );
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

const withId = (pattern: string, id: string | number) =>
  pattern.replace(':id', encodeURIComponent(String(id)));

/** The query of the job list route (spec §2 named route jobList), and of the search. */
export interface JobListQuery {
  type: 'local' | 'event';
  eventId?: number;
  eventName?: string;
  groupId?: number;
  id?: number;
  keyword?: string;
}

/** Sub-tabs of /cv: my job-seeking data (0), CV files (1). */
export type CvTab = 0 | 1;

export const paths = {
  ...ROUTES,
  cvTab: (tab: CvTab) => withSearch(ROUTES.cv, { tab }),
  recordDetails: (id: string | number) => withId(ROUTES.recordDetails, id),
  interviewDetails: (id: string | number) => withId(ROUTES.interviewDetails, id),
  interviewReject: (id: string | number) => withId(ROUTES.interviewReject, id),
  interviewSurvey: (jobMatchUid: string | number) => withId(ROUTES.interviewSurvey, jobMatchUid),
  jobService: (query: { type: 'local' | 'event'; eventId?: number; eventName?: string }) =>
    withSearch(ROUTES.jobService, { ...query }),
  jobList: (query: JobListQuery) => withSearch(ROUTES.jobList, { ...query }),
  /** A vacancy's own page: the stable address a shared link gives. */
  jobOffer: (id: string | number) => withId(ROUTES.jobOffer, id),
  makeAppointment: (jobOfferId: number, type: 'local' | 'event' = 'local') =>
    withSearch(ROUTES.makeAppointment, { jobOfferId, type }),
  updateRegister: (goTo?: string) => withSearch(ROUTES.updateRegister, { goTo }),
  updateAlone: (section: string, goTo?: string) =>
    withSearch(ROUTES.updateAlone.replace(':section', encodeURIComponent(section)), { goTo }),
  cvFormResult: (type: 'created' | 'updated') => withSearch(ROUTES.cvFormResult, { type }),
  filePreview: (cvUid: string) => withSearch(ROUTES.filePreview, { cvUid }),
  matchKinds: (typeEventId?: number) => withSearch(ROUTES.matchKinds, { typeEventId }),
  matchIndex: (eventId: number) => withSearch(ROUTES.matchIndex, { eventId }),
  registerReady: (eventId: number) => withSearch(ROUTES.registerReady, { eventId }),
  registerForm: (eventId: number) => withSearch(ROUTES.registerForm, { eventId }),
  registerResult: (eventId: number) => withSearch(ROUTES.registerResult, { eventId }),
  /** The event's vacancies, or with `jobOfferId` one of them. */
  matchJobs: (eventId: number, jobOfferId?: number) =>
    withSearch(ROUTES.matchJobs, { eventId, jobOfferId }),
  apptForm: (eventId: number, jobOfferId: number) =>
    withSearch(ROUTES.apptForm, { eventId, jobOfferId }),
  apptJobs: (eventId: number) => withSearch(ROUTES.apptJobs, { eventId }),
  /** The login route with the provider's answer (code, state, iss) and the page to return to. */
  profileCallback: (answer: URLSearchParams, redirect: string) => {
    const query = new URLSearchParams(answer);
    query.set('redirect', redirect);
    return withSearch(ROUTES.profile, query);
  },
} as const;

/** Where "create your resume first" leads (spec §2 JOBSEEK_SERVICE, §6). */
export const CREATE_RESUME_PATH = paths.cvForm;

/** The home of the app (spec §2: `/` redirects here). */
export const HOME_PATH = paths.service;

/** The two consoles: the employer's and the staff's. */
export type ConsoleKind = Exclude<AccountType, 'personal'>;

/**
 * Every route of the employer and staff consoles: the patterns the console's route table matches.
 * Pages link through the builders below, never through a written address.
 */
export const CONSOLE_ROUTES = {
  employer: '/employer',
  employerInterviews: '/employer/interviews',
  employerInvite: '/employer/interviews/invite',
  employerInterview: '/employer/interviews/:id',
  employerEventBookings: '/employer/event-bookings',
  employerVacancies: '/employer/vacancies',
  employerVacancyNew: '/employer/vacancies/new',
  employerVacancy: '/employer/vacancies/:id',
  employerVacancyEdit: '/employer/vacancies/:id/edit',
  employerNotifications: '/employer/notifications',
  employerNotificationSettings: '/employer/notifications/settings',
  employerContactEmailConfirm: '/employer/notifications/confirm-email',
  staff: '/staff',
  staffMatches: '/staff/matches',
  staffInvite: '/staff/matches/invite',
  staffMatch: '/staff/matches/:id',
  staffRegistrations: '/staff/registrations',
  staffRegistration: '/staff/registrations/:id',
  staffUnemployments: '/staff/unemployment',
  staffUnemployment: '/staff/unemployment/:id',
  staffHotSearches: '/staff/hot-searches',
  staffStatistics: '/staff/statistics',
  staffEvents: '/staff/events',
  staffEventNew: '/staff/events/new',
  staffEvent: '/staff/events/:id',
  staffEventCheckin: '/staff/events/:id/checkin',
  staffVacancyReviews: '/staff/vacancy-review',
  staffVacancyReview: '/staff/vacancy-review/:id',
  staffVacancyReports: '/staff/vacancy-reports',
  staffVacancyReport: '/staff/vacancy-reports/:id',
  staffFailedDeliveries: '/staff/failed-deliveries',
  staffAccessLog: '/staff/access-log',
  staffNotifications: '/staff/notifications',
  staffNotificationSettings: '/staff/notifications/settings',
  staffContactEmailConfirm: '/staff/notifications/confirm-email',
} as const;

const C = CONSOLE_ROUTES;
const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** A console's home. */
export const consoleHomePath = (type: ConsoleKind) => C[type];

/** The interview pages: the employer's section is `interviews`, the staff's `matches`. */
export function matchesPath(type: ConsoleKind, search = ''): string {
  return withQuery(type === 'employer' ? C.employerInterviews : C.staffMatches, search);
}

export function matchPath(type: ConsoleKind, id: string): string {
  return withId(type === 'employer' ? C.employerInterview : C.staffMatch, id);
}

export function invitePath(type: ConsoleKind): string {
  return type === 'employer' ? C.employerInvite : C.staffInvite;
}

/** The staff's registrations: the queue (by state) and one registration. */
export const registrationsPath = (search = '') => withQuery(C.staffRegistrations, search);
export const registrationPath = (id: number | string) => withId(C.staffRegistration, id);

/** The staff's unemployment registrations: the queue (by state) and one registration. */
export const unemploymentsPath = (search = '') => withQuery(C.staffUnemployments, search);
export const unemploymentPath = (id: number | string) => withId(C.staffUnemployment, id);

/** The staff's event pages and the employer's event bookings. */
export const eventsPath = (search = '') => withQuery(C.staffEvents, search);
export const newEventPath = () => C.staffEventNew;
export const eventPath = (id: number | string) => withId(C.staffEvent, id);
export const eventCheckinPath = (id: number | string) => withId(C.staffEventCheckin, id);
export const eventBookingsPath = (search = '') => withQuery(C.employerEventBookings, search);

/** The employer's vacancy pages, and the interview requests of one vacancy. */
export const postingsPath = (search = '') => withQuery(C.employerVacancies, search);
export const newPostingPath = () => C.employerVacancyNew;
export const postingPath = (id: number | string) => withId(C.employerVacancy, id);
export const editPostingPath = (id: number | string) => withId(C.employerVacancyEdit, id);
export const postingRequestsPath = (jobOfferId: number) =>
  withSearch(C.employerInterviews, { jobOfferId });

/** The staff's vacancy review (oldest submission first) and one posting. */
export const vacancyReviewsPath = (search = '') => withQuery(C.staffVacancyReviews, search);
export const vacancyReviewPath = (id: number | string) => withId(C.staffVacancyReview, id);

/** The staff's reported vacancies (open or closed) and one vacancy's reports. */
export const vacancyReportsPath = (search = '') => withQuery(C.staffVacancyReports, search);
export const vacancyReportPath = (id: number | string) => withId(C.staffVacancyReport, id);

/** The staff's failed deliveries (notifications an outside channel kept refusing). */
export const failedDeliveriesPath = () => C.staffFailedDeliveries;

/** The staff's data-access log: every read of seekers' personal data, with its filters. */
export const accessLogPath = (search = '') => withQuery(C.staffAccessLog, search);

/** The staff's hot searches. */
export const hotSearchesPath = () => C.staffHotSearches;

/** A console's inbox, its notification settings, and the page a contact e-mail's link opens. */
export const consoleNotificationsPath = (type: ConsoleKind) =>
  type === 'employer' ? C.employerNotifications : C.staffNotifications;
export const consoleNotificationSettingsPath = (type: ConsoleKind) =>
  type === 'employer' ? C.employerNotificationSettings : C.staffNotificationSettings;
export const contactEmailConfirmPath = (type: ConsoleKind, token: string) =>
  withSearch(type === 'employer' ? C.employerContactEmailConfirm : C.staffContactEmailConfirm, {
    token,
  });
