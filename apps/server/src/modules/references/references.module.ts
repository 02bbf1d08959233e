import { defineModule } from '../../platform/module-manifest.ts';
import { ReferencesRepository } from './references.repository.ts';
import { referencesRoutes } from './references.routes.ts';
import { ReferencesService } from './references.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    references: ReferencesService;
  }
}

/** The reference options (districts, education levels, languages…) every form chooses from. */
export const referencesModule = defineModule({
  name: 'references',
  services: ({ db, deps }) => ({
    references: new ReferencesService(new ReferencesRepository(db), deps),
  }),
  routes: [referencesRoutes],
});
