import { useQuery } from '@tanstack/react-query';
import { JOBMATCH_ENDPOINTS as E, type JobMatchCard } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { useSession } from '@/shared/lib/session.ts';
import { jobMatchKeys } from './query-keys.ts';

/** GET v1/jobmatches?jobOfferIdList=: the seeker's match for a vacancy, or null. */
export async function getVacancyMatch(
  jobOfferId: number,
  signal?: AbortSignal,
): Promise<JobMatchCard | null> {
  const page = await call(
    E.jobmatches,
    { query: { jobOfferIdList: String(jobOfferId), page: 0, size: 1 } },
    { signal, quiet: true },
  );
  return page.content[0] ?? null;
}

/**
 * The logged-in seeker's match for a vacancy (at most one): asked only with a session, kept
 * under the session's interviews (never in the public detail's cache), refreshed with them.
 */
export function useVacancyMatch(jobOfferId: number) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: jobMatchKeys.ofVacancy(jobOfferId),
    queryFn: ({ signal }) => getVacancyMatch(jobOfferId, signal),
    enabled: isLoggedIn,
    retry: false,
  });
}
