import { defineModule } from '../../platform/module-manifest.ts';
import { scheduleFavoriteJobs } from './favorite-jobs.ts';
import { FavoritesRepository } from './favorites.repository.ts';
import { favoritesRoutes } from './favorites.routes.ts';
import { FavoritesService } from './favorites.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    favorites: FavoritesService;
  }
}

/** A seeker's favourite vacancies (after joboffers: it reads the vacancy lists at once). */
export const favoritesModule = defineModule({
  name: 'favorites',
  services: ({ db, deps, services }) => ({
    favorites: new FavoritesService(
      new FavoritesRepository(db),
      deps,
      services.jobOfferList,
      () => services.notifications,
    ),
  }),
  routes: [favoritesRoutes],
  jobs: [scheduleFavoriteJobs],
});
