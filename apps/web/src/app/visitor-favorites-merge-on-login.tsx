import { NotFittingNotice } from '@/features/favorites/ui/not-fitting-dialog.tsx';
import { useMergeVisitorFavoritesOnLogin } from '../features/favorites/lib/merge-visitor-favorites.ts';

/**
 * Merges the favourites a visitor kept on this device into the account as soon as a login
 * finishes (the token appears), whichever page the login flow ends on (spec §6), and names the
 * ones that did not fit.
 */
export function VisitorFavoritesMergeOnLogin() {
  useMergeVisitorFavoritesOnLogin();
  return <NotFittingNotice />;
}
