import { JOBMATCH_ENDPOINTS as E, type JobMatchCard, type Page } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

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
  return call(
    E.jobmatches,
    {
      query: {
        typeJobMatchStatusGroupIdList:
          filter.groups.length > 0 ? filter.groups.join(',') : undefined,
        jobSeekIdList: filter.jobSeekIds.length > 0 ? filter.jobSeekIds.join(',') : undefined,
        page,
        size,
      },
    },
    { signal },
  );
}
