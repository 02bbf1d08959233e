import { LIMITS } from '@vaga/contract';
import { ApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { useSession } from '@/shared/lib/session.ts';
import { useChangeFavorite } from '../api/change-favorite.ts';
import { useFavoriteIds } from '../api/get-favorite-ids.ts';
import {
  addVisitorFavorite,
  removeVisitorFavorite,
  useVisitorFavorites,
} from './visitor-favorites.ts';

export interface FavoriteState {
  saved: boolean;
  /** The state is still loading or a change is on its way. */
  busy: boolean;
  toggle: () => void;
}

/**
 * Whether a vacancy is a favourite, and the way to change it: on the server for a logged-in
 * seeker, on this device for a visitor (spec §6). Past the cap of 30 the catalogue message shows.
 */
export function useFavorite(jobOfferId: number): FavoriteState {
  const { isLoggedIn } = useSession();
  const visitor = useVisitorFavorites();
  const ids = useFavoriteIds(isLoggedIn);
  const change = useChangeFavorite();

  if (!isLoggedIn) {
    const saved = visitor.includes(jobOfferId);
    return {
      saved,
      busy: false,
      toggle: () => {
        if (saved) removeVisitorFavorite(jobOfferId);
        else if (addVisitorFavorite(jobOfferId) === 'full') {
          showErrorToast(new ApiError('BE_FAVORITE_EXCEED_MAX', [LIMITS.favoritesPerSeeker]));
        }
      },
    };
  }
  const saved = ids.data?.includes(jobOfferId) ?? false;
  return {
    saved,
    busy: ids.isPending || change.isPending,
    toggle: () => change.mutate({ jobOfferId, save: !saved }),
  };
}
