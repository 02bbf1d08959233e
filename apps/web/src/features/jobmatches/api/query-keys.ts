import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the interviews feature. */
export const jobMatchKeys = sessionKeys(['jobmatches', 'jobseeks'], {
  all: ['jobmatches'] as const,
  lists: () => [...jobMatchKeys.all, 'list'] as const,
  list: (groups: readonly number[], jobSeekIds: readonly number[]) =>
    [...jobMatchKeys.lists(), { groups, jobSeekIds }] as const,
  /** The seeker's match for a vacancy, if any (the vacancy's detail, a favourite). */
  ofVacancy: (jobOfferId: number) => [...jobMatchKeys.all, 'vacancy', jobOfferId] as const,
  detail: (id: string) => [...jobMatchKeys.all, 'detail', id] as const,
  survey: (id: string) => [...jobMatchKeys.all, 'survey', id] as const,
  jobSeeks: () => ['jobseeks', 'list'] as const,
});
