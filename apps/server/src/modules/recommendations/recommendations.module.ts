import { defineModule } from '../../platform/module-manifest.ts';
import { RecommendationsRepository } from './recommendations.repository.ts';
import { recommendationsRoutes } from './recommendations.routes.ts';
import { RecommendationsService } from './recommendations.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    recommendations: RecommendationsService;
  }
}

/** Vacancies recommended to a seeker (after joboffers: it reads the vacancy lists at once). */
export const recommendationsModule = defineModule({
  name: 'recommendations',
  services: ({ db, deps, services }) => ({
    recommendations: new RecommendationsService(
      new RecommendationsRepository(db),
      deps,
      services.jobOfferList,
      () => services.profile,
      () => services.references,
    ),
  }),
  routes: [recommendationsRoutes],
});
