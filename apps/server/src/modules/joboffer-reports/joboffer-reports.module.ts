import { defineModule } from '../../platform/module-manifest.ts';
import { JobOfferReportsRepository } from './joboffer-reports.repository.ts';
import { jobOfferReportsRoutes } from './joboffer-reports.routes.ts';
import { JobOfferReportsService } from './joboffer-reports.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    jobOfferReports: JobOfferReportsService;
  }
}

/**
 * Reports of vacancies (after auth: its rate counter is auth's store). Reports hide, show and
 * remove vacancies through publishing, and record it in the postings.
 */
export const jobOfferReportsModule = defineModule({
  name: 'joboffer-reports',
  services: ({ db, deps, services }) => ({
    jobOfferReports: new JobOfferReportsService(
      new JobOfferReportsRepository(db),
      { clock: deps.clock, counter: services.auth.store },
      () => services.jobOfferPublishing,
      () => services.jobOfferPostings,
      () => services.auth,
    ),
  }),
  routes: [jobOfferReportsRoutes],
});
