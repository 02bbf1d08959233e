export const DE = '/service/DeJobSeekApi';

export interface BenchEndpoint {
  name: string;
  /** One path is loaded by autocannon; all are cycled by the sequential latency probe. */
  paths: string[];
  headers?: Record<string, string>;
  /**
   * Only the sequential probe: every path is distinct, so each request misses the server's
   * 10 s page cache and measures the database query itself.
   */
  sequentialOnly?: boolean;
  /** Loaded on the bare Fastify reference server instead of Vaga. */
  bare?: boolean;
  /** Asked as the demo resident (a session of theirs, with a resume): the skill fit. */
  resident?: boolean;
}

/** The class list the fit is compared with, as a visitor sees it. */
export const LIST = 'vacancy list (class, page 3)';
/** The same pages as a seeker with a resume sees them: each card with its fit count. */
export const LIST_WITH_FIT = 'vacancy list, seeker (fit on cards)';
/** The same classes sorted by fit for that seeker: every vacancy of the class fitted. */
export const LIST_SORTED_BY_FIT = 'vacancy list, seeker, sort=fit';

const listPages = (query = '') =>
  [1, 2, 3, 4, 5].map(
    (g) => `${DE}/v1/joboffers/localvancancy?categoryGroupId=${g}${query}&page=3&size=10`,
  );

export const UNCACHED_KEYWORDS = [
  '廚師',
  '保安',
  'cook',
  'cozinheiro',
  '文員',
  'direccao',
  '侍應',
  '清潔',
];

/**
 * 400 distinct keywords of three letters (each misses the answers kept per keyword), under the
 * suggestions' rate limit of 600 a minute per client.
 */
const SUGGESTION_LETTERS = 'acdeimnoprst';
const SUGGESTION_KEYWORDS = Array.from({ length: 400 }, (_, i) =>
  [i % 12, Math.floor(i / 12) % 12, Math.floor(i / 144)].map((n) => SUGGESTION_LETTERS[n]).join(''),
);

/** The server-rendered pages and the app's shell they are compared with. */
export const PAGE_ENDPOINTS = [
  'index.html (/cv, app shell)',
  'server-rendered /service',
  'server-rendered job list',
  'server-rendered vacancy page',
  'server-rendered event list',
  'server-rendered event page',
];

/** The first entry, bare Fastify, is the reference every ratio is measured against. */
export const BENCH_ENDPOINTS: BenchEndpoint[] = [
  { name: 'bare Fastify 5 (reference)', paths: ['/healthz'], bare: true },
  { name: 'Vaga /healthz', paths: ['/healthz'] },
  // The app's shell, as every page that is not rendered on the server answers it.
  { name: 'index.html (/cv, app shell)', paths: ['/cv'] },
  // Pages rendered on the server, answered again while their data holds.
  { name: 'server-rendered /service', paths: ['/service', '/service?language=pt'] },
  {
    name: 'server-rendered job list',
    paths: [1, 2, 3, 4, 5].map((g) => `/job-service/job-list?type=local&groupId=${g}`),
  },
  {
    name: 'server-rendered vacancy page',
    paths: [52, 53, 54, 55, 56].map((id) => `/job-service/job/${id}`),
  },
  {
    name: 'server-rendered event list',
    paths: ['/match-kinds', '/match-kinds?typeEventId=3', '/match-kinds?status=2'],
  },
  {
    name: 'server-rendered event page',
    paths: [1, 2, 3].map((id) => `/match-index?eventId=${id}`),
  },
  {
    name: 'vacancy detail (52)',
    paths: [52, 53, 54, 55, 56].map((id) => `${DE}/v1/joboffers/${id}`),
  },
  {
    name: 'vacancy detail, uncached',
    sequentialOnly: true,
    paths: Array.from({ length: 400 }, (_, i) => `${DE}/v1/joboffers/${1000 + i * 97}`),
  },
  { name: 'references (all types)', paths: [`${DE}/v1/references`] },
  {
    name: 'references/JOBTITLE (pt)',
    paths: [`${DE}/v1/references/JOBTITLE`],
    headers: { 'accept-language': 'pt' },
  },
  { name: 'job classes (catalog)', paths: [`${DE}/v1/joboffers/localvancancy/catalog`] },
  { name: 'summary', paths: [`${DE}/v1/joboffers/summary`] },
  { name: LIST, paths: listPages() },
  { name: LIST_WITH_FIT, paths: listPages(), resident: true },
  { name: LIST_SORTED_BY_FIT, paths: listPages('&sort=fit'), resident: true },
  {
    name: 'keyword search',
    paths: ['廚師', '保安', 'cook', 'cozinheiro', '文員', 'direccao'].map(
      (k) => `${DE}/v1/joboffers/search?keyword=${encodeURIComponent(k)}&page=0&size=10`,
    ),
  },
  {
    name: 'keyword search, uncached',
    sequentialOnly: true,
    paths: UNCACHED_KEYWORDS.flatMap((k) =>
      Array.from(
        { length: 50 },
        (_, page) =>
          `${DE}/v1/joboffers/search?keyword=${encodeURIComponent(k)}&page=${page}&size=10`,
      ),
    ),
  },
  {
    name: 'vacancy list, uncached',
    sequentialOnly: true,
    paths: Array.from({ length: 18 }, (_, g) => g + 1).flatMap((g) =>
      Array.from(
        { length: 22 },
        (_, page) => `${DE}/v1/joboffers/localvancancy?categoryGroupId=${g}&page=${page}&size=10`,
      ),
    ),
  },
  {
    name: 'suggestions (pt), uncached',
    sequentialOnly: true,
    headers: { 'accept-language': 'pt' },
    paths: SUGGESTION_KEYWORDS.map(
      (k) => `${DE}/v1/joboffers/suggestions?keyword=${encodeURIComponent(k)}`,
    ),
  },
];
