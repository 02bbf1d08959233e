import { Link, useLocation } from 'react-router';
import type { JobOfferCard as JobOffer } from '@vaga/contract';
import { detailHref } from './job-detail-sheet.tsx';
import { JobOfferCard } from './job-offer-card.tsx';

/** A vacancy card of the list that opens its detail over the list; `keyword` marks the title. */
export function JobOfferLink({ offer, keyword }: { offer: JobOffer; keyword?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      className="vaga-offer-link"
      to={detailHref(new URLSearchParams(search), pathname, offer.id)}
      state={{ fromList: true }}
    >
      <JobOfferCard offer={offer} keyword={keyword} />
    </Link>
  );
}
