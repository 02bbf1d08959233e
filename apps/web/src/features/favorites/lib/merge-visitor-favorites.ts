import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FAVORITE_ENDPOINTS as E, type FavoriteSaveBatchResult } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { isLoggedIn, useSession } from '@/shared/lib/session.ts';
import { favoriteKeys } from '../api/query-keys.ts';
import { showNotFitting } from './not-fitting-notice.ts';
import { keepVisitorFavorites, readVisitorFavorites } from './visitor-favorites.ts';

let running: Promise<FavoriteSaveBatchResult | null> | null = null;

async function merge(): Promise<FavoriteSaveBatchResult | null> {
  const ids = readVisitorFavorites();
  if (ids.length === 0 || !isLoggedIn()) return null;
  try {
    // Oldest first: the visitor's order, in which the server saves as many as fit.
    const result = await call(E.favoritesSaveBatch, { body: [...ids].reverse() }, { quiet: true });
    // The ones that did not fit stay on this device, and the person is told which.
    keepVisitorFavorites(result.notFitting);
    showNotFitting([...result.notFitting].reverse());
    return result;
  } catch {
    // Not a resident, session ended, network down: the list stays on this device for a later try.
    return null;
  }
}

/**
 * Merges the favourites a visitor kept on this device into the logged-in seeker's favourites
 * (POST favorites/saveBatch, spec §6): the saved ones leave the device; those that did not fit
 * under the cap stay on it and are named in a notice. Answers the server's answer, or null when
 * there was nothing to merge or the merge did not happen. Calls made while one runs share it.
 */
export function mergeVisitorFavorites(): Promise<FavoriteSaveBatchResult | null> {
  running ??= merge().finally(() => {
    running = null;
  });
  return running;
}

/** Runs the merge whenever a session starts (login finished), then refreshes the favourites. */
export function useMergeVisitorFavoritesOnLogin(): void {
  const { isLoggedIn: loggedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    void mergeVisitorFavorites().then((result) => {
      if (result === null) return;
      queryClient.setQueryData(favoriteKeys.ids(), result.ids);
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.details() });
    });
  }, [loggedIn, queryClient]);
}
