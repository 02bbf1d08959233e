import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { request } from '@/shared/lib/http.ts';
import { isLoggedIn, useSession } from '@/shared/lib/session.ts';
import { favoriteKeys } from '../api/query-keys.ts';
import { clearVisitorFavorites, readVisitorFavorites } from './visitor-favorites.ts';

let running: Promise<number[] | null> | null = null;

async function merge(): Promise<number[] | null> {
  const ids = readVisitorFavorites();
  if (ids.length === 0 || !isLoggedIn()) return null;
  try {
    // Oldest first, so the server's "newest first" keeps the visitor's order.
    const saved = await request<number[]>(PATHS.favoritesSaveBatch, {
      method: 'POST',
      body: [...ids].reverse(),
      quiet: true,
    });
    clearVisitorFavorites();
    return saved;
  } catch (error) {
    if (isApiError(error) && error.code === 'BE_FAVORITE_EXCEED_MAX') {
      // The account's list is full: the server saved none of them. Say so once and let go of
      // the local list, which a logged-in seeker no longer sees.
      showErrorToast(error);
      clearVisitorFavorites();
    }
    // Not a resident, session ended, network down: the list stays on this device for a later try.
    return null;
  }
}

/**
 * Merges the favourites a visitor kept on this device into the logged-in seeker's favourites
 * (POST favorites/saveBatch) and clears them locally (spec §6). Answers the server's favourite
 * ids, or null when there was nothing to merge or the merge did not happen. Calls made while one
 * runs share it.
 */
export function mergeVisitorFavorites(): Promise<number[] | null> {
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
    void mergeVisitorFavorites().then((ids) => {
      if (ids === null) return;
      queryClient.setQueryData(favoriteKeys.ids(), ids);
      void queryClient.invalidateQueries({ queryKey: favoriteKeys.details() });
    });
  }, [loggedIn, queryClient]);
}
