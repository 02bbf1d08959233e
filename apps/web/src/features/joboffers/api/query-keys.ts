import { queryKeys } from '@/shared/api/key-scope.ts';

/**
 * Whom each kind of vacancy data belongs to: the catalogues and counts are public; the detail and
 * the class lists carry a logged-in seeker's fit, and the referral eligibility is theirs.
 */
const JOB_OFFER_SCOPES = {
  joboffers: {
    summary: 'public',
    catalog: 'public',
    localvancancy: 'session',
    topkeywords: 'public',
    suggestions: 'public',
    detail: 'session',
    servicehome: 'public',
    banners: 'public',
    'referral-eligibility': 'session',
  },
} as const;

/** Query keys of the joboffers feature, one factory for all its queries. */
export const jobOfferKeys = queryKeys(JOB_OFFER_SCOPES, {
  all: ['joboffers'] as const,
  summary: () => [...jobOfferKeys.all, 'summary'] as const,
  catalog: (eventId?: number) => [...jobOfferKeys.all, 'catalog', eventId ?? 0] as const,
  localVacancies: (filter: LocalVacancyFilter) =>
    [...jobOfferKeys.all, 'localvancancy', filter] as const,
  search: (filter: LocalVacancyFilter, search: object) =>
    [...jobOfferKeys.all, 'localvancancy', 'search', filter, search] as const,
  topKeywords: () => [...jobOfferKeys.all, 'topkeywords'] as const,
  suggestions: (language: string, keyword: string) =>
    [...jobOfferKeys.all, 'suggestions', language, keyword] as const,
  detail: (id: number) => [...jobOfferKeys.all, 'detail', id] as const,
  serviceHome: () => [...jobOfferKeys.all, 'servicehome'] as const,
  banners: () => [...jobOfferKeys.all, 'banners'] as const,
  referralEligibility: () => [...jobOfferKeys.all, 'referral-eligibility'] as const,
});

/**
 * Which vacancies a list shows: a job-class group and, optionally, one subcategory; the local
 * vacancies, or with `eventId` those of a job-matching event (v1/joboffers/events/{eventId}).
 */
export interface LocalVacancyFilter {
  categoryGroupId?: number;
  categoryId?: number;
  eventId?: number;
  /** `fit`: a logged-in seeker's list, the vacancies they fit best first (local lists only). */
  sort?: 'fit';
}
