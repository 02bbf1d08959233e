import { AlertMe } from '../../features/notifications/index.ts';
import { JobListPage } from '../../features/joboffers/pages/job-list-page.tsx';
import { lazyDetailActions } from './lazy-detail-actions.tsx';

/**
 * /job-service/job-list: the job list, whose vacancy detail carries the favourite toggle and
 * whose search can be kept as a job alert.
 */
export function JobListRoute() {
  return (
    <JobListPage
      renderDetailActions={lazyDetailActions}
      renderSearchActions={(search) => <AlertMe {...search} />}
    />
  );
}
