import { PATHS, type JobMatchCard, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

export interface JobMatchFilter {
  /** Status groups (spec §4); empty = all. */
  groups: readonly number[];
  /** Job-seek services chosen on /interview/select; empty = all. */
  jobSeekIds: readonly number[];
}

/** GET v1/jobmatches: one page of the seeker's interviews, filtered. */
export function getJobMatches(
  filter: JobMatchFilter,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<JobMatchCard>> {
  return request<Page<JobMatchCard>>(PATHS.jobmatches, {
    signal,
    query: {
      typeJobMatchStatusGroupIdList: filter.groups.length > 0 ? filter.groups.join(',') : undefined,
      jobSeekIdList: filter.jobSeekIds.length > 0 ? filter.jobSeekIds.join(',') : undefined,
      page,
      size,
    },
  });
}
