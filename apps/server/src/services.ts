import type { ServiceDeps } from './platform/service-deps.ts';
import { ReferencesService } from './modules/references/references.service.ts';
import { JobOfferCatalogService } from './modules/joboffers/joboffer-catalog.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { JobOfferListService } from './modules/joboffers/joboffer-list.service.ts';
import { JobOfferFitService } from './modules/joboffers/joboffer-fit.service.ts';
import { JobOfferSearchService } from './modules/joboffers/search/search.service.ts';
import { FavoritesService } from './modules/favorites/favorites.service.ts';
import { ServiceHomeService } from './modules/servicehome/servicehome.service.ts';
import { SeoService } from './modules/seo/seo.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { CvsService } from './modules/cvs/cvs.service.ts';
import { RecommendationsService } from './modules/recommendations/recommendations.service.ts';
import { EmployerService } from './modules/employer/employer.service.ts';
import { ConsoleService } from './modules/console/console.service.ts';
import { JobMatchesConsoleService } from './modules/jobmatches/jobmatches-console.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { EventRegistrationsService } from './modules/events/event-registrations.service.ts';
import { EventBookingsService } from './modules/events/event-bookings.service.ts';
import { EventsConsoleService } from './modules/events/events-console.service.ts';
import { JobOfferEventsService } from './modules/joboffers/joboffer-events.service.ts';
import { JobOfferPublishingService } from './modules/joboffers/joboffer-publishing.service.ts';
import { JobOfferPostingsService } from './modules/joboffer-postings/joboffer-postings.service.ts';
import { JobOfferPostingReviewsService } from './modules/joboffer-postings/joboffer-posting-reviews.service.ts';
import { PostingView } from './modules/joboffer-postings/posting-view.ts';
import { JobOfferReportsService } from './modules/joboffer-reports/joboffer-reports.service.ts';
import { JobOfferSuggestionsService } from './modules/joboffers/joboffer-suggestions.service.ts';
import { JobMatchesService } from './modules/jobmatches/jobmatches.service.ts';
import { JobMatchReferralService } from './modules/jobmatches/jobmatches-referral.service.ts';
import { JobSeeksService } from './modules/jobseeks/jobseeks.service.ts';
import { JobSeeksConsoleService } from './modules/jobseeks/jobseeks-console.service.ts';
import { UnemploymentService } from './modules/unemployment/unemployment.service.ts';
import { UnemploymentFilesService } from './modules/unemployment/unemployment-files.service.ts';
import { UnemploymentConsoleService } from './modules/unemployment/unemployment-console.service.ts';
import type { CvPdfInput } from './modules/cvs/cv-pdf.ts';
import { ComputeGate } from './platform/compute-gate.ts';
import type { FileStore } from './platform/file-store.ts';
import { configuredFileStore } from './platform/file-store-config.ts';
import { WorkerPool } from './platform/worker-pool.ts';
import { createRepositories } from './repositories.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { AttachmentRegistry, type NotificationPorts } from './modules/notifications/ports.ts';
import { interviewCalendarAttachment } from './modules/jobmatches/jobmatch-notices.ts';
import type { AlertHitsInput } from './modules/savedsearches/alert-hits.worker.ts';
import { SavedSearchesService } from './modules/savedsearches/savedsearches.service.ts';
import { AccessLogService } from './modules/mydata/access-log.service.ts';
import { MyDataExportService } from './modules/mydata/export.service.ts';
import { MyDataErasureService } from './modules/mydata/erasure.service.ts';
import { MyDataRetentionService } from './modules/mydata/retention.service.ts';
import type { SummaryPdfInput } from './modules/mydata/summary-pdf.ts';
import {
  DemoMailTransport,
  HttpSmsTransport,
  LogSmsTransport,
  WebPushTransport,
  SmtpMailTransport,
  type MailTransport,
} from './modules/notifications/notification-channels.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The services of every module, built once per app. A module calls another module through
 * this container (its service), never through the other module's repository.
 */
export interface Services {
  /** Where uploaded files live (local folder or object storage). */
  files: FileStore;
  references: ReferencesService;
  jobOfferCatalog: JobOfferCatalogService;
  auth: AuthService;
  jobOfferSearch: JobOfferSearchService;
  jobOfferList: JobOfferListService;
  /** Skill fit of a seeker's resume to vacancies. */
  jobOfferFit: JobOfferFitService;
  /** Caps uncached list and search pages (the vacancy lists' own gate, reached by tests). */
  searchGate: ComputeGate;
  favorites: FavoritesService;
  serviceHome: ServiceHomeService;
  /** robots.txt and the sitemaps. */
  seo: SeoService;
  profile: ProfileService;
  cvs: CvsService;
  recommendations: RecommendationsService;
  events: EventsService;
  eventRegistrations: EventRegistrationsService;
  eventBookings: EventBookingsService;
  eventsConsole: EventsConsoleService;
  employers: EmployerService;
  console: ConsoleService;
  jobMatchesConsole: JobMatchesConsoleService;
  jobMatches: JobMatchesService;
  jobMatchReferrals: JobMatchReferralService;
  jobSeeks: JobSeeksService;
  jobSeeksConsole: JobSeeksConsoleService;
  unemployment: UnemploymentService;
  unemploymentFiles: UnemploymentFilesService;
  unemploymentConsole: UnemploymentConsoleService;
  jobOfferPublishing: JobOfferPublishingService;
  jobOfferPostings: JobOfferPostingsService;
  jobOfferPostingReviews: JobOfferPostingReviewsService;
  jobOfferReports: JobOfferReportsService;
  jobOfferSuggestions: JobOfferSuggestionsService;
  notifications: NotificationsService;
  savedSearches: SavedSearchesService;
  /** Who looked at a seeker's personal data. */
  accessLog: AccessLogService;
  /** The export of everything Vaga holds about a seeker. */
  myDataExport: MyDataExportService;
  /** The erasure of a seeker's resume, CV files, favourites and saved searches. */
  myDataErasure: MyDataErasureService;
  /** Deletes kept records past the retention period. */
  myDataRetention: MyDataRetentionService;
  /** Stops the worker of the exports' PDF summaries (on app close). */
  closeSummaryWorkers: () => Promise<void>;
  /** Stops the worker of the job-alert fan-out, if one started (on app close). */
  closeAlertWorkers: () => Promise<void>;
}

/** Worker threads rendering CV PDFs (the machine has few cores; the rest serve requests). */
const PDF_WORKERS = 2;
/**
 * The PDF worker's module: the TypeScript source when the server runs from source, the compiled
 * entry beside the bundle in production (build/build.ts compiles it as `cv-pdf.worker.js`).
 */
const PDF_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./modules/cvs/cv-pdf.worker.ts', import.meta.url)
  : new URL('./cv-pdf.worker.js', import.meta.url);

/** The worker of the exports' PDF summaries: source or compiled entry, like the CV's. */
const SUMMARY_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./modules/mydata/summary-pdf.worker.ts', import.meta.url)
  : new URL('./summary-pdf.worker.js', import.meta.url);

/** The job-alert fan-out's writer on an SQLite file: source or compiled entry, like the CV's. */
const ALERT_HITS_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./modules/savedsearches/alert-hits.worker.ts', import.meta.url)
  : new URL('./alert-hits.worker.js', import.meta.url);

export function createServices(deps: ServiceDeps): Services {
  const repositories = createRepositories(deps.db, deps.dialect);
  const jobOfferSearch = new JobOfferSearchService(
    repositories.hotSearch,
    repositories.searchIndex,
    deps,
  );
  const searchGate = new ComputeGate(deps.config.searchLimits);
  const jobOfferList = new JobOfferListService(
    repositories.jobOfferList,
    repositories.jobOfferMatches,
    deps,
    jobOfferSearch,
    searchGate,
  );
  const jobOfferCatalog = new JobOfferCatalogService(repositories.jobOfferCatalog, deps);
  const references = new ReferencesService(repositories.references, deps);
  const employers = new EmployerService(repositories.employers);
  const auth = new AuthService(repositories.auth, repositories.oidcStore, deps, () => employers);
  const profile = new ProfileService(
    repositories.profile,
    deps,
    () => references,
    () => auth,
  );
  const files = configuredFileStore(deps.config, deps.fileStoreErrors);
  const events = new EventsService(repositories.events, deps, () => jobOfferCatalog);
  const pdfs = new WorkerPool<CvPdfInput, Uint8Array>(PDF_WORKER_MODULE, PDF_WORKERS);
  // One thread: exports are rate limited and rare; it starts at the first export.
  const summaries = new WorkerPool<SummaryPdfInput, Uint8Array>(SUMMARY_WORKER_MODULE, 1);
  const cvs = new CvsService(
    repositories.cvs,
    { ...deps, files, renderPdf: (input) => pdfs.run(input), closePdfWorkers: () => pdfs.close() },
    () => profile,
  );
  const jobMatchReferrals = new JobMatchReferralService(
    repositories.jobMatchReferrals,
    deps,
    () => jobOfferList,
  );
  const jobSeeks = new JobSeeksService(
    repositories.jobSeeks,
    deps,
    () => references,
    () => profile,
    () => jobMatchReferrals,
    () => notifications,
  );
  const unemploymentFiles = new UnemploymentFilesService(repositories.unemployment, {
    ...deps,
    files,
  });
  const unemployment = new UnemploymentService(
    repositories.unemployment,
    deps,
    () => references,
    () => unemploymentFiles,
    () => notifications,
  );
  const jobOfferEvents = new JobOfferEventsService(repositories.jobOfferList, deps);
  // The files e-mails carry, by event: each domain's builder, so notifications call none.
  const attachments = new AttachmentRegistry();
  const eventRegistrations = new EventRegistrationsService(
    repositories.eventRegistrations,
    repositories.events,
    deps,
    () => events,
    () => profile,
    () => references,
    () => jobSeeks,
    () => notifications,
  );
  const notifications = createNotifications(deps, repositories, {
    contactOf: (accountId) => profile.findInput(accountId),
    vacancyTitles: async (ids, lang) =>
      (await jobOfferList.detailsIncludingRemoved(ids, lang)).map((d) => d.jobOfferTitle),
    attachments,
  });
  // On an SQLite file the fan-out's writing runs in a worker thread on a connection of its own,
  // off the event loop; PostgreSQL's queries are awaited, and an in-memory database is one
  // connection's alone (tests): there it writes on the service's own connection.
  const alertHitsDatabase = deps.sqliteFileUrl;
  const alertHits = alertHitsDatabase
    ? new WorkerPool<AlertHitsInput, number>(ALERT_HITS_WORKER_MODULE, 1)
    : null;
  const savedSearches = new SavedSearchesService(
    repositories.savedSearches,
    deps,
    () => jobOfferList,
    () => notifications,
    alertHits && alertHitsDatabase
      ? (hits, now) => alertHits.run({ databaseUrl: alertHitsDatabase, hits, now })
      : undefined,
  );
  const jobOfferPublishing = new JobOfferPublishingService(
    repositories.jobOfferPublishing,
    deps,
    jobOfferSearch,
    () => savedSearches,
  );
  const jobMatches = new JobMatchesService(
    repositories.jobMatches,
    deps,
    jobOfferList,
    () => profile,
    () => cvs,
    () => notifications,
  );
  attachments.register(
    'interview.arranged',
    interviewCalendarAttachment((accountId, uid, lang) =>
      jobMatches.calendar(accountId, uid, lang),
    ),
  );
  const postingView = new PostingView({
    clock: deps.clock,
    references: () => references,
    employers: () => employers,
    jobMatches: () => jobMatches,
    accounts: () => auth,
  });
  const postingChecks = () => ({ references, catalog: jobOfferCatalog });
  const services: Services = {
    files,
    references,
    jobOfferCatalog,
    auth,
    jobOfferSearch,
    jobOfferList,
    jobOfferFit: new JobOfferFitService(
      jobOfferList,
      deps,
      () => profile,
      () => references,
    ),
    searchGate,
    favorites: new FavoritesService(
      repositories.favorites,
      deps,
      jobOfferList,
      () => notifications,
    ),
    serviceHome: new ServiceHomeService(repositories.serviceHome, deps, jobOfferCatalog, events),
    seo: new SeoService(repositories.seo, deps, () => events),
    profile,
    cvs,
    recommendations: new RecommendationsService(
      repositories.recommendations,
      deps,
      jobOfferList,
      () => profile,
      () => references,
    ),
    events,
    eventRegistrations,
    eventBookings: new EventBookingsService(
      repositories.eventBookings,
      deps,
      () => events,
      () => eventRegistrations,
      () => ({
        detail: (id, lang) => jobOfferList.detail(id, lang),
        detailsIncludingRemoved: (ids, lang) => jobOfferList.detailsIncludingRemoved(ids, lang),
        bookingFacts: (id) => jobOfferEvents.bookingFacts(id),
      }),
      () => cvs,
      () => auth,
    ),
    eventsConsole: new EventsConsoleService(
      repositories.eventsConsole,
      repositories.eventRegistrations,
      repositories.eventBookings,
      deps,
      () => events,
      () => eventRegistrations,
      () => jobOfferEvents,
      () => auth,
    ),
    employers,
    console: new ConsoleService(employers, jobOfferCatalog, deps, () => services),
    jobMatchesConsole: new JobMatchesConsoleService(
      repositories.jobMatchesConsole,
      deps,
      () => profile,
      () => cvs,
      () => jobOfferList,
      () => auth,
      () => jobOfferCatalog,
      () => notifications,
    ),
    jobMatches,
    jobMatchReferrals,
    jobSeeks,
    jobSeeksConsole: new JobSeeksConsoleService(
      repositories.jobSeeks,
      deps,
      () => jobSeeks,
      () => jobMatchReferrals,
      () => auth,
      () => notifications,
    ),
    unemployment,
    unemploymentFiles,
    unemploymentConsole: new UnemploymentConsoleService(
      repositories.unemployment,
      deps,
      () => unemployment,
      () => auth,
      () => unemploymentFiles,
      () => notifications,
    ),
    jobOfferPublishing,
    jobOfferPostings: new JobOfferPostingsService(
      repositories.jobOfferPostings,
      deps,
      postingView,
      postingChecks,
      () => jobOfferPublishing,
    ),
    jobOfferPostingReviews: new JobOfferPostingReviewsService(
      repositories.jobOfferPostings,
      deps,
      postingView,
      postingChecks,
      () => jobOfferPublishing,
    ),
    // Reports hide, show and remove vacancies through publishing, and record it in the postings.
    jobOfferReports: new JobOfferReportsService(
      repositories.jobOfferReports,
      { clock: deps.clock, counter: auth.store },
      () => jobOfferPublishing,
      () => services.jobOfferPostings,
      () => auth,
    ),
    jobOfferSuggestions: new JobOfferSuggestionsService(
      repositories.jobOfferSuggestions,
      deps,
      () => references,
      () => jobOfferCatalog,
    ),
    notifications,
    savedSearches,
    accessLog: new AccessLogService(
      repositories.myData,
      deps,
      () => auth,
      () => employers,
    ),
    myDataExport: new MyDataExportService(
      deps,
      {
        accounts: () => auth,
        profile: () => profile,
        cvs: () => cvs,
        favorites: () => services.favorites,
        jobMatches: () => jobMatches,
        jobSeeks: () => jobSeeks,
        unemployment: () => unemployment,
        unemploymentFiles: () => unemploymentFiles,
        events: () => eventRegistrations,
        notifications: () => notifications,
        savedSearches: () => savedSearches,
        accessLog: () => services.accessLog,
      },
      (input) => summaries.run(input),
    ),
    myDataErasure: new MyDataErasureService(deps, {
      profile: () => profile,
      cvs: () => cvs,
      favorites: () => services.favorites,
      savedSearches: () => savedSearches,
      recommendations: () => services.recommendations,
    }),
    myDataRetention: new MyDataRetentionService(deps, {
      jobMatches: () => jobMatches,
      jobSeeks: () => jobSeeks,
      unemploymentFiles: () => unemploymentFiles,
      events: () => eventRegistrations,
      accessLog: () => services.accessLog,
    }),
    closeSummaryWorkers: () => summaries.close(),
    closeAlertWorkers: async () => alertHits?.close(),
  };
  return services;
}

/** Notifications with the channels the configuration gives (modules/notifications). */
function createNotifications(
  deps: ServiceDeps,
  repositories: ReturnType<typeof createRepositories>,
  ports: NotificationPorts,
): NotificationsService {
  const { mail: config, publicUrl, smsGatewayUrl } = deps.config;
  const host = new URL(publicUrl).hostname;
  const repository = repositories.notifications;
  let mail: MailTransport | null = null;
  if (config.mode === 'smtp') mail = new SmtpMailTransport(config.smtpUrl!, config.from, host);
  if (config.mode === 'demo') {
    mail = new DemoMailTransport(config.from, host, (kept) =>
      repository.accountSettings.keepDemoMail({ ...kept, at: deps.clock.now().toISOString() }),
    );
  }
  return new NotificationsService(
    repository,
    {
      ...deps,
      scheduler: () => {
        if (!deps.scheduler) throw new Error('No scheduler to deliver notifications');
        return deps.scheduler;
      },
      mail,
      sms: smsGatewayUrl ? new HttpSmsTransport(smsGatewayUrl) : new LogSmsTransport(deps.log),
      push: new WebPushTransport(),
    },
    ports,
  );
}
