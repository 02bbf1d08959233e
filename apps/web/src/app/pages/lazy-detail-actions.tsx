import { lazy } from 'react';
import type { DetailActions } from '@/features/joboffers/ui/job-detail-sheet.tsx';

const Actions = lazy(() =>
  import('./detail-actions.tsx').then((m) => ({ default: m.DetailActionsOf })),
);

/**
 * The detail's controls for a list that opens a vacancy over itself: loaded with the detail, so
 * the list's first visit does not download the favourites' code.
 */
export const lazyDetailActions: DetailActions = (offer) => <Actions offer={offer} />;
