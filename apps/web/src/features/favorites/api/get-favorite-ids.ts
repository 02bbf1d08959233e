import { useQuery } from '@tanstack/react-query';
import { FAVORITE_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { favoriteKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET /api/v1/favorites: the ids of the logged-in seeker's favourite vacancies, newest first. */
export function getFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  return call(E.listFavoriteIds, {}, { signal, quiet: true });
}

/** The server's favourite ids, asked only when someone is logged in. */
export function useFavoriteIds(enabled: boolean) {
  return useQuery({
    queryKey: favoriteKeys.ids(),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getFavoriteIds(signal),
    enabled,
  });
}
