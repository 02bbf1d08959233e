import { defineModule } from '../../platform/module-manifest.ts';
import { StatisticsRepository } from './statistics.repository.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { StatisticsService } from './statistics.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    statistics: StatisticsService;
  }
}

/**
 * The service in figures (after joboffers and jobmatches, whose counts it composes through their
 * services): staff statistics by period, sector and employer type; an employer's own vacancies.
 */
export const statisticsModule = defineModule({
  name: 'statistics',
  services: ({ db, deps, services }) => ({
    statistics: new StatisticsService(new StatisticsRepository(db), deps, () => ({
      jobOfferStatistics: services.jobOfferStatistics,
      jobMatchStatistics: services.jobMatchStatistics,
      notificationStatistics: services.notificationStatistics,
      profileStatistics: services.profileStatistics,
      savedSearchStatistics: services.savedSearchStatistics,
      jobSeekStatistics: services.jobSeekStatistics,
      unemploymentStatistics: services.unemploymentStatistics,
      eventStatistics: services.eventStatistics,
    })),
  }),
  routes: [statisticsRoutes],
});
