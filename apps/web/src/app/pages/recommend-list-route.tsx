import { JobDetailSheet } from '@/features/joboffers/ui/job-detail-sheet.tsx';
import { JobOfferLink } from '@/features/joboffers/ui/job-offer-link.tsx';
import { RecommendListPage } from '../../features/recommendations/pages/recommend-list-page.tsx';
import { lazyDetailActions } from './lazy-detail-actions.tsx';

/** /recommend-list: recommended vacancies as job cards, each opening the vacancy detail. */
export function RecommendListRoute() {
  return (
    <>
      <RecommendListPage renderOffer={(offer) => <JobOfferLink offer={offer} />} />
      <JobDetailSheet renderActions={lazyDetailActions} />
    </>
  );
}
