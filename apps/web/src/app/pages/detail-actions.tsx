import type { JobOfferDetail } from '@vaga/contract';
import { FavoriteToggle } from '@/features/favorites/ui/favorite-toggle.tsx';

/** The vacancy detail's own controls, from the favorites feature. */
export function detailActions(offer: JobOfferDetail) {
  return <FavoriteToggle jobOfferId={offer.id} />;
}

/** detailActions as a component (what lazy-detail-actions.tsx loads). */
export function DetailActionsOf({ offer }: { offer: JobOfferDetail }) {
  return detailActions(offer);
}
