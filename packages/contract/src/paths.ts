/**
 * API paths (spec §7, docs/design.md "API conventions"). One base `/service`:
 * most calls under `/service/DeJobSeekApi/`, the ones the spec writes with `/api` under
 * `/service/api/`, authentication directly under `/service/`. Parameters use Fastify's `:name`.
 */
export const SERVICE_BASE = '/service';
export const DE = `${SERVICE_BASE}/DeJobSeekApi`;
export const API = `${SERVICE_BASE}/api`;

export const PATHS = {
  // operations
  healthz: '/healthz',
  readyz: '/readyz',
  openapi: `${SERVICE_BASE}/openapi.json`,
  docs: `${SERVICE_BASE}/docs`,

  // authentication
  authorize: `${SERVICE_BASE}/authorize`,
  accessToken: `${SERVICE_BASE}/access_token`,
  refreshToken: `${SERVICE_BASE}/refresh_token`,
  logout: `${SERVICE_BASE}/logout`,
  accountProfile: `${SERVICE_BASE}/profile`,
  signature: `${SERVICE_BASE}/signature`,
  aliToken: `${API}/v1/ali-token`,

  // profile and references
  profile: `${DE}/v1/profile`,
  profileV2: `${DE}/v2/profile`,
  profileSimple: `${DE}/v2/profile/simple`,
  selfSeeking: `${DE}/v1/jobseeks/selfseeking`,
  references: `${DE}/v1/references`,
  referencesByType: `${DE}/v1/references/:type`,
  referencesDoc: `${DE}/v1/references/doc`,
  minimumSalary: `${DE}/v1/validations/minimumSalary`,

  // CV files
  cvs: `${DE}/v1/profile/cvs`,
  cv: `${DE}/v1/profile/cvs/:cvUid`,
  cvFile: `${DE}/v1/profile/cvs/:cvUid/file`,
  resumes: `${DE}/v2/resumes`,
  resume: `${DE}/v2/resumes/:id`,
  generateCv: `${API}/v1/cvs`,
  base64Converter: `${API}/v1/files/converter/base64`,

  // favorites
  favorites: `${API}/v1/favorites`,
  favoritesDetail: `${API}/v1/favorites/detail`,
  favoritesSaveBatch: `${API}/v1/favorites/saveBatch`,

  // interview matches
  jobmatches: `${DE}/v1/jobmatches`,
  jobmatch: `${DE}/v1/jobmatches/:id`,
  jobmatchReplyEmployer: `${DE}/v1/jobmatches/:id/replyemployer`,
  jobmatchSubmitSurvey: `${DE}/v1/jobmatches/:id/submitsurvey`,
  jobmatchSurvey: `${DE}/v1/jobmatches/:id/survey`,
  jobmatchApplyJob: `${DE}/v1/jobmatches/applyjob`,
  jobmatchPendingStatistics: `${DE}/v1/jobmatches/statistics/pending`,
  /** An arranged interview as an iCalendar file (add to calendar). */
  jobmatchCalendar: `${DE}/v1/jobmatches/:id/calendar`,

  // job offers and home
  jobOfferSummary: `${DE}/v1/joboffers/summary`,
  localVacancyRecommend: `${DE}/v1/joboffers/localvancancy/recommend`,
  localVacancyCatalog: `${DE}/v1/joboffers/localvancancy/catalog`,
  localVacancy: `${DE}/v1/joboffers/localvancancy`,
  topKeywords: `${DE}/v1/joboffers/topkeywords`,
  jobOfferSearch: `${DE}/v1/joboffers/search`,
  localVacancySearch: `${DE}/v1/joboffers/localvancancy/search`,
  jobOffer: `${DE}/v1/joboffers/:id`,
  serviceHome: `${DE}/v1/servicehome`,
  banners: `${DE}/v1/banners`,
  recommendVacancy: `${DE}/recommendvacancy`,
  recommendVacancyRefresh: `${DE}/recommendvacancy/refresh`,

  // job seeks
  jobAssistanceOptions: `${DE}/v1/jobseeks/jobassistance/options`,
  jobAssistance: `${DE}/v1/jobseeks/jobassistance`,
  jobseeks: `${DE}/v1/jobseeks`,
  jobseek: `${DE}/v1/jobseeks/:id`,
  unemployment: `${DE}/v1/jobseeks/sd`,
  unemploymentUploads: `${DE}/v1/jobseeks/sd/uploads`,
  unemploymentSupplements: `${DE}/v1/jobseeks/sd/supplements`,
  unemploymentAttachment: `${DE}/v1/jobseeks/sd/attachments/:id`,

  // events
  eventV1: `${DE}/v1/events/:eventId`,
  eventJobOffers: `${DE}/v1/joboffers/events/:eventId`,
  eventJobOffersSearch: `${DE}/v1/joboffers/events/:eventId/search`,
  eventJobOffersSummary: `${DE}/v1/joboffers/events/:eventId/summary`,
  eventJobOffersCatalog: `${DE}/v1/joboffers/events/:eventId/catalog`,
  eventBanners: `${DE}/v2/eventbanners`,
  events: `${DE}/v2/events`,
  event: `${DE}/v2/events/:id`,
  eventSessionStock: `${DE}/v2/events/:id/sessionstock`,
  eventVacancies: `${DE}/v2/events/:id/joboffers`,
  eventVacancy: `${DE}/v2/events/:eventId/joboffers/:jobOfferId`,
  eventRegisterInitialValidate: `${DE}/v2/eventregisters/initialvalidate`,
  eventRegisters: `${DE}/v2/eventregisters`,
  eventRegisterByEvent: `${DE}/v2/eventregisters/events/:eventId`,
  eventRegisterStatistics: `${DE}/v2/eventregisters/statistics`,
  jobMatchEvents: `${DE}/v2/jobmatchevents`,
  applyEventVacancy: `${DE}/v2/jobmatchevents/applyEventVacancy`,

  // notifications
  notifications: `${DE}/v1/notifications`,
  notificationRead: `${DE}/v1/notifications/:id/read`,
  notificationsReadAll: `${DE}/v1/notifications/read-all`,
  notificationPreferences: `${DE}/v1/notifications/preferences`,
  /** The one-click unsubscribe link of an e-mail (RFC 8058): a signed token, no login. */
  notificationsUnsubscribe: `${DE}/v1/notifications/unsubscribe`,
  /**
   * The page an e-mail's "Stop these e-mails" link opens: served by the server itself (no login,
   * the signed token is the proof), it names what stops and switches it off with one button.
   */
  unsubscribePage: `${SERVICE_BASE}/unsubscribe`,
  /** The demo mailbox: the caller's e-mails kept when no SMTP server is configured. */
  notificationsMailbox: `${DE}/v1/notifications/mailbox`,
  /** An employer's or staff account's contact e-mail, and the confirmation of its link. */
  contactEmail: `${DE}/v1/notifications/contact-email`,
  contactEmailConfirm: `${DE}/v1/notifications/contact-email/confirm`,
  /** Web Push: the server's VAPID public key, and the caller's browsers (push subscriptions). */
  pushKey: `${DE}/v1/push/key`,
  pushSubscriptions: `${DE}/v1/push/subscriptions`,
  /** Job alerts: the account's saved searches. */
  savedSearches: `${DE}/v1/savedsearches`,
  savedSearch: `${DE}/v1/savedsearches/:id`,
  consoleFailedDeliveries: `${DE}/v1/console/deliveries/failed`,
  consoleDeliveryRetry: `${DE}/v1/console/deliveries/:id/retry`,

  // employer and staff console
  consoleMe: `${DE}/v1/console/me`,
  /** The consoles' homes: what waits in each queue. */
  consoleStaffHome: `${DE}/v1/console/home/staff`,
  consoleEmployerHome: `${DE}/v1/console/home/employer`,
  /** The service in figures: staff's across the service, an employer's of its own vacancies. */
  consoleStaffStatistics: `${DE}/v1/console/statistics/staff`,
  consoleEmployerStatistics: `${DE}/v1/console/statistics/employer`,
  consoleHotSearches: `${DE}/v1/console/hot-searches`,
  consoleMatches: `${DE}/v1/console/jobmatches`,
  consoleMatch: `${DE}/v1/console/jobmatches/:id`,
  consoleMatchCv: `${DE}/v1/console/jobmatches/:id/cv`,
  consoleMatchArrange: `${DE}/v1/console/jobmatches/:id/arrange`,
  consoleMatchDecline: `${DE}/v1/console/jobmatches/:id/decline`,
  consoleMatchResult: `${DE}/v1/console/jobmatches/:id/result`,
  consoleMatchChange: `${DE}/v1/console/jobmatches/:id/change`,
  consoleMatchCancel: `${DE}/v1/console/jobmatches/:id/cancel`,
  consoleMatchInvite: `${DE}/v1/console/jobmatches/invite`,
  consoleSeekers: `${DE}/v1/console/seekers`,
  consoleSeeker: `${DE}/v1/console/seekers/:id`,
} as const;

/** Fills `:name` parameters of a path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
