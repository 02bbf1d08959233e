import { JobOfferPage } from '../../features/joboffers/pages/job-offer-page.tsx';
import { detailActions } from './detail-actions.tsx';

/** /job-service/job/{id}: a vacancy's own page, with the favourite toggle of its detail. */
export function JobOfferRoute() {
  return <JobOfferPage renderActions={detailActions} />;
}
