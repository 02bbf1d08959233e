import { sessionKeys } from '@/shared/api/key-scope.ts';

/** A list query's filter (state, page, …): part of the key, so each filter is cached apart. */
type ListFilter = object;

/** Query keys of the console, one factory for all its queries (dropped when the session ends). */
export const consoleKeys = sessionKeys('console', {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
  /** A console home's queue counts (`staff` or `employer`). */
  home: (type: string) => [...consoleKeys.all, 'home', type] as const,
  matches: () => [...consoleKeys.all, 'matches'] as const,
  matchList: (query: ListFilter) => [...consoleKeys.matches(), 'list', query] as const,
  match: (id: string) => [...consoleKeys.matches(), 'detail', id] as const,
  seekers: (keyword: string, page: number) =>
    [...consoleKeys.all, 'seekers', keyword, page] as const,
  jobOffers: () => [...consoleKeys.all, 'jobOffers'] as const,
  referralOffers: (keyword: string) => [...consoleKeys.jobOffers(), 'keyword', keyword] as const,
  jobSeeks: () => [...consoleKeys.all, 'jobSeeks'] as const,
  jobSeekList: (query: ListFilter) => [...consoleKeys.jobSeeks(), 'list', query] as const,
  jobSeek: (id: string) => [...consoleKeys.jobSeeks(), 'detail', id] as const,
  unemployments: () => [...consoleKeys.all, 'unemployments'] as const,
  unemploymentList: (query: ListFilter) => [...consoleKeys.unemployments(), 'list', query] as const,
  unemployment: (id: string) => [...consoleKeys.unemployments(), 'detail', id] as const,
  vacancyReviews: () => [...consoleKeys.all, 'vacancyReviews'] as const,
  vacancyReviewList: (query: ListFilter) =>
    [...consoleKeys.vacancyReviews(), 'list', query] as const,
  vacancyReview: (id: string) => [...consoleKeys.vacancyReviews(), 'detail', id] as const,
  vacancyReports: () => [...consoleKeys.all, 'vacancyReports'] as const,
  vacancyReportList: (query: ListFilter) =>
    [...consoleKeys.vacancyReports(), 'list', query] as const,
  vacancyReport: (id: string) => [...consoleKeys.vacancyReports(), 'detail', id] as const,
  /** Who read a seeker's personal data (staff). */
  accessLog: (accountId: number) => [...consoleKeys.all, 'access-log', accountId] as const,
  /** Names of the job classes, to show a vacancy's class (the public catalogue). */
  jobClassNames: () => [...consoleKeys.all, 'jobClassNames'] as const,
  /** The figures of `audience` (staff, employer) in a language, for a query. */
  statistics: (audience: string, language: string, query?: object) =>
    [...consoleKeys.all, 'statistics', audience, language, ...(query ? [query] : [])] as const,
});
