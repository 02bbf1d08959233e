import { defineModule } from '../../platform/module-manifest.ts';
import { unemploymentConsoleRoutes } from './unemployment-console.routes.ts';
import { UnemploymentConsoleService } from './unemployment-console.service.ts';
import { UnemploymentErasure } from './unemployment-erasure.ts';
import { UnemploymentFilesService } from './unemployment-files.service.ts';
import { scheduleUnemploymentJobs } from './unemployment-jobs.ts';
import { UnemploymentStatisticsRepository } from './unemployment-statistics.repository.ts';
import { UnemploymentStatisticsService } from './unemployment-statistics.service.ts';
import { UnemploymentRepository } from './unemployment.repository.ts';
import { unemploymentRoutes } from './unemployment.routes.ts';
import { UnemploymentService } from './unemployment.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    unemployment: UnemploymentService;
    unemploymentFiles: UnemploymentFilesService;
    unemploymentConsole: UnemploymentConsoleService;
    /** An erasure's part in unemployment registrations: the open one, which it keeps. */
    unemploymentErasure: UnemploymentErasure;
    /** The registrations' figures the statistics compose. */
    unemploymentStatistics: UnemploymentStatisticsService;
  }
}

/** Unemployment registrations, their files, and the staff's handling of them. */
export const unemploymentModule = defineModule({
  name: 'unemployment',
  services: ({ db, dialect, deps, services }) => {
    const repository = new UnemploymentRepository(db, dialect);
    const unemploymentFiles = new UnemploymentFilesService(repository, {
      ...deps,
      files: services.files,
    });
    const unemployment = new UnemploymentService(
      repository,
      deps,
      () => services.references,
      () => unemploymentFiles,
      () => services.notifications,
    );
    return {
      unemployment,
      unemploymentErasure: new UnemploymentErasure(repository),
      unemploymentStatistics: new UnemploymentStatisticsService(
        new UnemploymentStatisticsRepository(db, dialect),
      ),
      unemploymentFiles,
      unemploymentConsole: new UnemploymentConsoleService(
        repository,
        deps,
        () => unemployment,
        () => services.auth,
        () => unemploymentFiles,
        () => services.notifications,
      ),
    };
  },
  // An erasure lists the open registration, which it keeps.
  start: (services) =>
    services.erasureRegistry.register('unemployment', services.unemploymentErasure),
  routes: [unemploymentRoutes, unemploymentConsoleRoutes],
  jobs: [scheduleUnemploymentJobs],
});
