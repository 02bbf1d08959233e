import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RECOMMENDATION_ENDPOINTS as E, type Recommendation } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { recommendationKeys } from './query-keys.ts';

export { recommendationKeys };

/** GET recommendvacancy: the vacancies recommended to the logged-in seeker, as last computed. */
export function getRecommendations(signal?: AbortSignal): Promise<Recommendation> {
  return call(E.recommendVacancy, {}, { signal, quiet: true });
}

export function useRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: recommendationKeys.list(),
    queryFn: ({ signal }) => getRecommendations(signal),
    enabled,
  });
}

/**
 * POST recommendvacancy/refresh: computes the list again, once per calendar day (Macao time);
 * a second refresh answers BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY, shown as a toast.
 */
export function refreshRecommendations(): Promise<Recommendation> {
  return call(E.recommendVacancyRefresh);
}

export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshRecommendations,
    onSuccess: (list) => queryClient.setQueryData(recommendationKeys.list(), list),
    // Refused (already refreshed today): reload, so the button shows it can no longer refresh.
    onError: () => void queryClient.invalidateQueries({ queryKey: recommendationKeys.list() }),
  });
}
