import { defineModule } from '../../platform/module-manifest.ts';
import { ServiceHomeRepository } from './servicehome.repository.ts';
import { serviceHomeRoutes } from './servicehome.routes.ts';
import { ServiceHomeService } from './servicehome.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    serviceHome: ServiceHomeService;
  }
}

/** The service's home page (after joboffers and events: it takes their services at once). */
export const serviceHomeModule = defineModule({
  name: 'servicehome',
  services: ({ db, deps, services }) => ({
    serviceHome: new ServiceHomeService(
      new ServiceHomeRepository(db),
      deps,
      services.jobOfferCatalog,
      services.events,
      () => services.references,
    ),
  }),
  routes: [serviceHomeRoutes],
});
