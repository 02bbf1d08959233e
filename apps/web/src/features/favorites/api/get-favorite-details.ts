import { useQuery } from '@tanstack/react-query';
import { FAVORITE_ENDPOINTS as E, type Favorite } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { favoriteKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET /api/v1/favorites/detail: each favourite with its vacancy, as the /favorites tab lists them. */
export function getFavoriteDetails(signal?: AbortSignal): Promise<Favorite[]> {
  return call(E.favoritesDetail, {}, { signal, quiet: true });
}

export function useFavoriteDetails(enabled: boolean) {
  return useQuery({
    queryKey: favoriteKeys.details(),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getFavoriteDetails(signal),
    enabled,
    staleTime: 0,
  });
}
