import { JobListPage } from '../../features/joboffers/pages/job-list-page.tsx';
import { detailActions } from './detail-actions.tsx';

/** /job-service/job-list: the job list, whose vacancy detail carries the favourite toggle. */
export function JobListRoute() {
  return <JobListPage renderDetailActions={detailActions} />;
}
