import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { JobOfferCardSchema, JobOfferDetailSchema } from './joboffers.ts';
import { LIMITS, MAX_ROW_ID } from './limits.ts';
import { PATHS } from './paths.ts';
import { paramInteger, safeString } from './validation.ts';

/**
 * Queries of the vacancy lists (spec §7 "Job offers and home"): the local vacancy list of a job
 * class and the keyword search with the filters of spec §3.
 *
 * `sort`: `relevance` (the default with a keyword: an exact title match, then title, employer,
 * job class and other matches, the newest first within each; docs/decisions.md "Search"),
 * `publishDate,desc` (the default without a keyword),
 * `publishDate,asc`, `salary,desc`, `salary,asc` (by the monthly-equivalent salary).
 * Lists hold every vacancy not yet removed: an expired one (`isValid` 0) stays listed for 15 days.
 */
export const JOB_OFFER_SORTS = [
  'relevance',
  'publishDate,desc',
  'publishDate,asc',
  'salary,desc',
  'salary,asc',
] as const;
export type JobOfferSort = (typeof JOB_OFFER_SORTS)[number];

/** Largest monthly-equivalent salary a filter may name (MOP). */
export const SALARY_FILTER_MAX = 1_000_000;
/** Largest number of required years a filter may name. */
export const EXPERIENCE_YEARS_MAX = 50;

/** An optional integer query parameter; an empty value counts as absent. */
function optionalInt(min: number, max: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    paramInteger(min, max).optional(),
  );
}

export const LocalVacancyQuerySchema = PageQuerySchema.extend({
  categoryGroupId: optionalInt(1, 1_000_000),
  categoryId: optionalInt(1, 1_000_000),
  sort: z.enum(JOB_OFFER_SORTS).optional(),
});
export type LocalVacancyQuery = z.infer<typeof LocalVacancyQuerySchema>;

/**
 * GET localvancancy (the local job list): the sorts of every list, and `fit` — for a logged-in
 * seeker with a resume, the vacancies they fully fit first (fewest requirements missed, then most
 * met, then newest; fit.ts); for anyone else the default order, from the same cached pages.
 */
export const LOCAL_VACANCY_SORTS = [...JOB_OFFER_SORTS, 'fit'] as const;
export const LocalVacancyListQuerySchema = LocalVacancyQuerySchema.extend({
  sort: z.enum(LOCAL_VACANCY_SORTS).optional(),
});
export type LocalVacancyListQuery = z.infer<typeof LocalVacancyListQuerySchema>;

/**
 * Search filters (spec §3 "Job-search filters"):
 * - `keyword`: at most LIMITS.keywordMaxLength characters; every term must be found, in any
 *   language (title, employer, job class, description…);
 * - `equivalentMonthlySalaryFrom` / `To`: bounds in MOP, inclusive, on the monthly equivalent
 *   (daily × 26, hourly × 8 × 26); From may not exceed To;
 * - `typeEducationId`: an EDUCATION option: vacancies that ask for exactly that education;
 * - `experience`: 0 = vacancies that require no experience, 1 = vacancies that require some;
 * - `experienceRequiredYears`: vacancies that require at most that many years.
 */
export const JobOfferFiltersSchema = z.object({
  categoryGroupId: LocalVacancyQuerySchema.shape.categoryGroupId,
  categoryId: LocalVacancyQuerySchema.shape.categoryId,
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    safeString().max(LIMITS.keywordMaxLength).optional(),
  ),
  equivalentMonthlySalaryFrom: optionalInt(0, SALARY_FILTER_MAX),
  equivalentMonthlySalaryTo: optionalInt(0, SALARY_FILTER_MAX),
  typeEducationId: optionalInt(1, 1_000_000),
  experience: optionalInt(0, 1),
  experienceRequiredYears: optionalInt(0, EXPERIENCE_YEARS_MAX),
});
export type JobOfferFilters = z.infer<typeof JobOfferFiltersSchema>;

/** The salary bounds of a search are in order (From ≤ To). */
export function salaryBoundsInOrder(q: {
  equivalentMonthlySalaryFrom?: number;
  equivalentMonthlySalaryTo?: number;
}): boolean {
  return (
    q.equivalentMonthlySalaryFrom === undefined ||
    q.equivalentMonthlySalaryTo === undefined ||
    q.equivalentMonthlySalaryFrom <= q.equivalentMonthlySalaryTo
  );
}

export const JobOfferSearchQuerySchema = LocalVacancyQuerySchema.extend(
  JobOfferFiltersSchema.shape,
).refine(salaryBoundsInOrder, { path: ['equivalentMonthlySalaryFrom'] });
export type JobOfferSearchQuery = z.infer<typeof JobOfferSearchQuerySchema>;

export const JobOfferPageSchema = pageSchema(JobOfferCardSchema);

/**
 * A keyword search counts its hits up to SEARCH_TOTAL_CAP or the end of the page asked for,
 * whichever is more (N), and stops there (docs/decisions.md "Search in one statement"): its
 * `totalElements` is the exact count when at most N vacancies match, and N + 1 — read "more than
 * N" — when more do. A paging client loads on while it has fewer items than `totalElements`, so
 * it reaches the last page as before; past N + 1 hits the next page's answer counts further.
 * Lists without a keyword count exactly.
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** The answer of a keyword search: a page whose count stops at a cap (SEARCH_TOTAL_CAP). */
export const JobOfferSearchPageSchema = z.object({
  content: z.array(JobOfferCardSchema),
  totalElements: z
    .number()
    .int()
    .min(0)
    .describe(
      `With a keyword: the exact count when at most N vacancies match, N being ${SEARCH_TOTAL_CAP} or the end of the page asked for, whichever is more; N + 1 ("more than N") when more do. Without a keyword: the exact count.`,
    ),
});

/** GET v1/joboffers/topkeywords: the most searched keywords, most searched first (at most 10). */
export const TOP_KEYWORDS_COUNT = 10;
export const TopKeywordsSchema = z.array(z.string());

export const JobOfferIdParamsSchema = z.object({
  id: paramInteger(1, MAX_ROW_ID),
});

/** The vacancy lists, the keyword search, the hot searches and a vacancy (public). */
export const JOBOFFER_SEARCH_ENDPOINTS = endpoints('joboffers', {
  localVacancy: {
    method: 'GET',
    path: PATHS.localVacancy,
    access: 'public',
    operationId: 'listLocalVacancies',
    summary: 'Vacancies of a job class (sort=fit: those a seeker with a resume fits first)',
    query: LocalVacancyListQuerySchema,
    response: JobOfferPageSchema,
    errors: ['SERVER_BUSY'],
  },
  jobOfferSearch: {
    method: 'GET',
    path: PATHS.jobOfferSearch,
    access: 'public',
    operationId: 'searchJobOffers',
    summary: 'Search vacancies',
    query: JobOfferSearchQuerySchema,
    response: JobOfferSearchPageSchema,
    errors: ['SERVER_BUSY'],
  },
  localVacancySearch: {
    method: 'GET',
    path: PATHS.localVacancySearch,
    access: 'public',
    operationId: 'searchLocalVacancies',
    summary: 'Search local vacancies',
    query: JobOfferSearchQuerySchema,
    response: JobOfferSearchPageSchema,
    errors: ['SERVER_BUSY'],
  },
  topKeywords: {
    method: 'GET',
    path: PATHS.topKeywords,
    access: 'public',
    operationId: 'listTopKeywords',
    summary: 'The hot searches',
    response: TopKeywordsSchema,
  },
  jobOffer: {
    method: 'GET',
    path: PATHS.jobOffer,
    access: 'public',
    operationId: 'getJobOffer',
    summary: 'A vacancy, with the skill fit of a logged-in seeker with a resume',
    params: JobOfferIdParamsSchema,
    response: JobOfferDetailSchema,
    errors: ['BE_JOBOFFER_INVALID'],
  },
});
