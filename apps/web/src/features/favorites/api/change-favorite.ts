import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAVORITE_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { favoriteKeys } from './query-keys.ts';

/** POST /api/v1/favorites?jobOfferId=: saves a vacancy; answers the favourite ids. */
export function addFavorite(jobOfferId: number) {
  return call(E.addFavorite, { query: { jobOfferId } });
}

/** DELETE /api/v1/favorites?jobOfferId=: removes a vacancy; answers the favourite ids. */
export function removeFavorite(jobOfferId: number) {
  return call(E.removeFavorite, { query: { jobOfferId } });
}

/** Adds or removes a server favourite; the ids the server answers replace the cached ones. */
export function useChangeFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobOfferId, save }: { jobOfferId: number; save: boolean }) =>
      save ? addFavorite(jobOfferId) : removeFavorite(jobOfferId),
    onSuccess: (ids) => {
      queryClient.setQueryData(favoriteKeys.ids(), ids);
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.details() });
    },
  });
}
