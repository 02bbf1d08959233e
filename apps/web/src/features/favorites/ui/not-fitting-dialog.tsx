import { lazy, Suspense } from 'react';
import { useNotFitting } from '../lib/not-fitting-notice.ts';

const NotFittingDialog = lazy(() =>
  import('./not-fitting-panel.tsx').then((m) => ({ default: m.NotFittingDialog })),
);

/**
 * After login, the visitor's favourites that did not fit in the account's list (at most
 * LIMITS.favoritesPerSeeker): named by their titles, kept on this device. Its code and texts load
 * only when there is something to say.
 */
export function NotFittingNotice() {
  const ids = useNotFitting();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotFittingDialog ids={ids} />
    </Suspense>
  );
}
