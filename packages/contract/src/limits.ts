/**
 * The largest id a row of Vaga can have (a 32-bit integer column on PostgreSQL). Here, not with
 * the schemas, so a page that only reads an id from its address loads no schema library.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Business constants and limits of spec §9, written once for server and web. */
export const LIMITS = {
  activeInterviewRequestsPerSeeker: 10,
  favoritesPerSeeker: 30,
  jobOfferValidMonths: 4,
  jobOfferRemovedDaysAfterExpiry: 15,
  interviewReplyDays: 10,
  /** An invitation leaves the seeker at least this many hours to reply (see replyDeadline()). */
  interviewReplyMinimumHours: 24,
  /** Days after an arranged interview's date when, with no result from either side, it closes. */
  interviewResultDays: 30,
  recommendationRefreshesPerDay: 1,
  eventArriveEarlyMinutes: 15,
  /** A CV file must be under this size (spec: "under 8 MB"); see fitsUnder(). */
  cvMaxBytes: 8 * 1024 * 1024,
  cvMaxMegabytes: 8,
  cvFileTypes: ['pdf', 'doc', 'docx', 'txt', 'rtf'] as const,
  cvFilesPerSeeker: 1,
  unemploymentProofFileTypes: ['pdf', 'jpg', 'png'] as const,
  unemploymentTotalMaxBytes: 8 * 1024 * 1024,
  filePickerMaxBytes: 20 * 1024 * 1024,
  minimumAge: 16,
  phoneDigits: 8,
  extraLanguagesMax: 2,
  skillsMax: 3,
  experiencesMax: 9,
  pageSizeDefault: 10,
  pageSizeMax: 100,
  infiniteScrollSentinelPx: 2,
  requestTimeoutMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  loginRetriesMax: 3,
  classCountDisplayCap: 9999,
  jobCountDisplayCap: 99999,
  keywordMaxLength: 100,
  /** Distinct clients that must have searched a keyword before it shows among the hot searches. */
  hotKeywordMinClients: 5,
  /**
   * The days a client's search of a keyword is remembered: the distinct clients of a keyword are
   * those of the last this many days (older ones are forgotten, and may count again).
   */
  hotKeywordClientWindowDays: 30,
} as const;

/**
 * Whether a file is under a size limit of spec §5/§9 ("under 8 MB"): a file of exactly the limit
 * is refused, one byte less is taken. The server and the web app both decide with it.
 */
export function fitsUnder(sizeBytes: number, limitBytes: number): boolean {
  return sizeBytes < limitBytes;
}

/** Date display format (spec §9). */
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';
export const DATE_FORMAT = 'YYYY/MM/DD';

/** Macao's time zone: calendar-day rules (one refresh per day) use it. */
export const MACAO_TIME_ZONE = 'Asia/Macau';

/** Sex codes and flags (spec §3, §9). */
export const SEX = { man: 1, female: 2 } as const;
export const DISABILITY_YES = 1;

/** Identity document types that make a resident (spec §1). */
export const RESIDENT_IDENTITY_TYPES = [14, 15] as const;
/** The identity type whose valid date is checked at login (spec §4). */
export const EXPIRY_CHECKED_IDENTITY_TYPE = 14;

/** Storage keys (spec §9). */
export const STORAGE_KEYS = {
  locale: 'vaga.locale',
  token: 'vaga.token',
  visitorFavorites: 'vaga.visitorFavorites',
  dismissedHints: 'vaga.dismissedHints',
  interviewTab: 'vaga.interviewTab',
  selectedServices: 'vaga.selectedServices',
  retryCount: 'vaga.retryCount',
} as const;

/**
 * The default limit of every write route (any method but GET/HEAD), per route, counted per
 * account (per client address without a session) across all instances. Routes may set a
 * tighter limit of their own.
 */
export const WRITE_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 } as const;

/** The largest request body a route takes unless it sets its own (e.g. file uploads). */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/**
 * The time a request has to arrive whole (headers and body); a client that stops sending is
 * answered REQUEST_TIMEOUT. Generous: a 20 MB file over a slow mobile link must still arrive.
 */
export const REQUEST_RECEIVE_TIMEOUT_MS = 300_000;
