import { defineModule } from '../../platform/module-manifest.ts';
import { WorkerPool } from '../../platform/worker-pool.ts';
import { AccessLogService } from './access-log.service.ts';
import { ErasureRegistry } from './erasure-registry.ts';
import { MyDataErasureService } from './erasure.service.ts';
import { MyDataExportService } from './export.service.ts';
import { scheduleMyDataJobs } from './mydata.jobs.ts';
import { MyDataRepository } from './mydata.repository.ts';
import { myDataRoutes } from './mydata.routes.ts';
import { MyDataRetentionService } from './retention.service.ts';
import type { SummaryPdfInput } from './summary-pdf.ts';

declare module '../../platform/services.ts' {
  interface Services {
    /** Who looked at a seeker's personal data. */
    accessLog: AccessLogService;
    /** The export of everything Vaga holds about a seeker. */
    myDataExport: MyDataExportService;
    /** The erasure of a seeker's data, and the withdrawal of what is open. */
    myDataErasure: MyDataErasureService;
    /**
     * The modules holding a seeker's open records (interviews, registrations, tickets): each
     * registers its part in its manifest's start step (erasure-registry.ts).
     */
    erasureRegistry: ErasureRegistry;
    /** Deletes kept records past the retention period. */
    myDataRetention: MyDataRetentionService;
  }
}

/** The worker of the exports' PDF summaries: source or compiled entry, like the CV's. */
const SUMMARY_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./summary-pdf.worker.ts', import.meta.url)
  : new URL('./summary-pdf.worker.js', import.meta.url);

/** My data: a seeker's access log, export, erasure, and the retention of kept records. */
export const myDataModule = defineModule({
  name: 'mydata',
  services: ({ db, deps, services, onClose }) => {
    // One thread: exports are rate limited and rare; it starts at the first export.
    const summaries = new WorkerPool<SummaryPdfInput, Uint8Array>(SUMMARY_WORKER_MODULE, 1);
    onClose(() => summaries.close());
    const accessLog = new AccessLogService(
      new MyDataRepository(db),
      deps,
      () => services.auth,
      () => services.employers,
    );
    const erasureRegistry = new ErasureRegistry();
    return {
      accessLog,
      erasureRegistry,
      myDataExport: new MyDataExportService(
        deps,
        {
          accounts: () => services.auth,
          profile: () => services.profile,
          cvs: () => services.cvs,
          favorites: () => services.favorites,
          jobMatches: () => services.jobMatches,
          jobSeeks: () => services.jobSeeks,
          unemployment: () => services.unemployment,
          unemploymentFiles: () => services.unemploymentFiles,
          events: () => services.eventRegistrations,
          notifications: () => services.notifications,
          savedSearches: () => services.savedSearches,
          accessLog: () => accessLog,
        },
        (input) => summaries.run(input),
      ),
      myDataErasure: new MyDataErasureService(deps, {
        profile: () => services.profile,
        cvs: () => services.cvs,
        favorites: () => services.favorites,
        savedSearches: () => services.savedSearches,
        recommendations: () => services.recommendations,
        notifications: () => services.notificationsErasure,
        sessions: () => services.auth.sessions,
        open: erasureRegistry,
      }),
      myDataRetention: new MyDataRetentionService(deps, {
        jobMatches: () => services.jobMatches,
        jobSeeks: () => services.jobSeeks,
        unemploymentFiles: () => services.unemploymentFiles,
        events: () => services.eventRegistrations,
        accessLog: () => accessLog,
      }),
    };
  },
  routes: [myDataRoutes],
  jobs: [scheduleMyDataJobs],
});
