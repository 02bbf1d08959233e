import { defineModule } from '../../platform/module-manifest.ts';
import { WorkerPool } from '../../platform/worker-pool.ts';
import type { AlertHitsInput } from './alert-hits.worker.ts';
import { SavedSearchStatisticsRepository } from './savedsearch-statistics.repository.ts';
import { SavedSearchStatisticsService } from './savedsearch-statistics.service.ts';
import { scheduleSavedSearchJobs } from './savedsearches.jobs.ts';
import { SavedSearchesRepository } from './savedsearches.repository.ts';
import { savedSearchesRoutes } from './savedsearches.routes.ts';
import { SavedSearchesService } from './savedsearches.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    savedSearches: SavedSearchesService;
    /** The job alerts' figures for the statistics (counts computed by the database). */
    savedSearchStatistics: SavedSearchStatisticsService;
  }
}

/** The job-alert fan-out's writer on an SQLite file: source or compiled entry, like the CV's. */
const ALERT_HITS_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./alert-hits.worker.ts', import.meta.url)
  : new URL('./alert-hits.worker.js', import.meta.url);

/** Job alerts: saved searches and the fan-out of new vacancies to them. */
export const savedSearchesModule = defineModule({
  name: 'savedsearches',
  services: ({ db, deps, services, onClose }) => {
    // On an SQLite file the fan-out's writing runs in a worker thread on a connection of its own,
    // off the event loop; PostgreSQL's queries are awaited, and an in-memory database is one
    // connection's alone (tests): there it writes on the service's own connection.
    const database = deps.sqliteFileUrl;
    const alertHits = database
      ? new WorkerPool<AlertHitsInput, number>(ALERT_HITS_WORKER_MODULE, 1)
      : null;
    if (alertHits) onClose(() => alertHits.close());
    return {
      savedSearchStatistics: new SavedSearchStatisticsService(
        new SavedSearchStatisticsRepository(db),
      ),
      savedSearches: new SavedSearchesService(
        new SavedSearchesRepository(db),
        deps,
        () => services.jobOfferList,
        () => services.notifications,
        alertHits && database
          ? (hits, now) => alertHits.run({ databaseUrl: database, hits, now })
          : undefined,
      ),
    };
  },
  routes: [savedSearchesRoutes],
  jobs: [scheduleSavedSearchJobs],
});
