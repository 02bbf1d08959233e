import { lazy, Suspense } from 'react';
import { useSession } from '@/shared/lib/session.ts';

/** The merge and its notice: their code loads once someone is logged in, never for a visitor. */
const VisitorFavoritesMergeOnLogin = lazy(() =>
  import('./visitor-favorites-merge-on-login.tsx').then((m) => ({
    default: m.VisitorFavoritesMergeOnLogin,
  })),
);

/**
 * Merges the favourites a visitor kept on this device into the account once a login finishes
 * (spec §6), and names the ones that did not fit (visitor-favorites-merge-on-login.tsx).
 */
export function VisitorFavoritesMerge() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <VisitorFavoritesMergeOnLogin />
    </Suspense>
  );
}
