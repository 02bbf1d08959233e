import { useMergeVisitorFavoritesOnLogin } from '../features/favorites/lib/merge-visitor-favorites.ts';

/**
 * Merges the favourites a visitor kept on this device into the account as soon as a login
 * finishes (the token appears), whichever page the login flow ends on (spec §6).
 */
export function VisitorFavoritesMerge() {
  useMergeVisitorFavoritesOnLogin();
  return null;
}
