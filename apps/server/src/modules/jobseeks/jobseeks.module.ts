import { defineModule } from '../../platform/module-manifest.ts';
import { JobSeekErasure } from './jobseek-erasure.ts';
import { scheduleJobSeekExpiry } from './jobseek-expiry.ts';
import { JobSeekStatisticsRepository } from './jobseek-statistics.repository.ts';
import { JobSeekStatisticsService } from './jobseek-statistics.service.ts';
import { jobSeeksConsoleRoutes } from './jobseeks-console.routes.ts';
import { JobSeeksConsoleService } from './jobseeks-console.service.ts';
import { JobSeeksRepository } from './jobseeks.repository.ts';
import { jobSeeksRoutes } from './jobseeks.routes.ts';
import { JobSeeksService } from './jobseeks.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    jobSeeks: JobSeeksService;
    jobSeeksConsole: JobSeeksConsoleService;
    /** An erasure's part in job-seeking registrations: the current one and its withdrawal. */
    jobSeekErasure: JobSeekErasure;
    /** The registrations' figures the statistics compose. */
    jobSeekStatistics: JobSeekStatisticsService;
  }
}

/** Job-seeking registrations, the seeker's and the staff's. */
export const jobSeeksModule = defineModule({
  name: 'jobseeks',
  services: ({ db, dialect, deps, services }) => {
    const repository = new JobSeeksRepository(db);
    const jobSeeks = new JobSeeksService(
      repository,
      deps,
      () => services.references,
      () => services.profile,
      () => services.jobMatchReferrals,
      () => services.notifications,
    );
    return {
      jobSeeks,
      jobSeekErasure: new JobSeekErasure(repository, deps),
      jobSeekStatistics: new JobSeekStatisticsService(new JobSeekStatisticsRepository(db, dialect)),
      jobSeeksConsole: new JobSeeksConsoleService(
        repository,
        deps,
        () => jobSeeks,
        () => services.jobMatchReferrals,
        () => services.auth,
        () => services.notifications,
      ),
    };
  },
  // An erasure withdraws the seeker's current registration; staff read why in its history.
  start: (services) => services.erasureRegistry.register('jobseeks', services.jobSeekErasure),
  routes: [jobSeeksRoutes, jobSeeksConsoleRoutes],
  jobs: [scheduleJobSeekExpiry],
});
