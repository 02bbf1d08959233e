import { defineModule } from '../../platform/module-manifest.ts';
import { consoleRoutes } from './console.routes.ts';
import { ConsoleService } from './console.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    console: ConsoleService;
  }
}

/**
 * The employer and staff console's home (after employer and joboffers: it takes their services at
 * once). Its queue counts come from the modules that keep each queue.
 */
export const consoleModule = defineModule({
  name: 'console',
  services: ({ deps, services }) => ({
    console: new ConsoleService(services.employers, services.jobOfferCatalog, deps, () => ({
      jobMatchesConsole: services.jobMatchesConsole,
      jobSeeksConsole: services.jobSeeksConsole,
      unemploymentConsole: services.unemploymentConsole,
      jobOfferPostingReviews: services.jobOfferPostingReviews,
      jobOfferReports: services.jobOfferReports,
      notifications: services.notifications,
      jobOfferPostings: services.jobOfferPostings,
    })),
  }),
  routes: [consoleRoutes],
});
