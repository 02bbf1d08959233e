import type { ServiceDeps } from './platform/service-deps.ts';
import { ReferencesService } from './modules/references/references.service.ts';
import { JobOfferCatalogService } from './modules/joboffers/joboffer-catalog.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { JobOfferListService } from './modules/joboffers/joboffer-list.service.ts';
import { JobOfferSearchService } from './modules/joboffers/search/search.service.ts';
import { FavoritesService } from './modules/favorites/favorites.service.ts';
import { ServiceHomeService } from './modules/servicehome/servicehome.service.ts';
import { ProfileService } from './modules/profile/profile.service.ts';
import { CvsService } from './modules/cvs/cvs.service.ts';
import { RecommendationsService } from './modules/recommendations/recommendations.service.ts';
import { EmployerService } from './modules/employer/employer.service.ts';
import { ConsoleService } from './modules/console/console.service.ts';
import { createFileStore } from './platform/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The services of every module, built once per app. A module calls another module through
 * this container (its service), never through the other module's repository.
 */
export interface Services {
  references: ReferencesService;
  jobOfferCatalog: JobOfferCatalogService;
  auth: AuthService;
  jobOfferSearch: JobOfferSearchService;
  jobOfferList: JobOfferListService;
  favorites: FavoritesService;
  serviceHome: ServiceHomeService;
  profile: ProfileService;
  cvs: CvsService;
  recommendations: RecommendationsService;
  employers: EmployerService;
  console: ConsoleService;
}

export function createServices(deps: ServiceDeps): Services {
  const jobOfferSearch = new JobOfferSearchService(deps);
  const jobOfferList = new JobOfferListService(deps, jobOfferSearch);
  const jobOfferCatalog = new JobOfferCatalogService(deps);
  const references = new ReferencesService(deps);
  const employers = new EmployerService(deps);
  const auth = new AuthService(deps, () => employers);
  const profile = new ProfileService(
    deps,
    () => references,
    () => auth,
  );
  const files = createFileStore(deps.config.storageDir);
  return {
    references,
    jobOfferCatalog,
    auth,
    jobOfferSearch,
    jobOfferList,
    favorites: new FavoritesService(deps, jobOfferList),
    serviceHome: new ServiceHomeService(deps, jobOfferCatalog),
    profile,
    cvs: new CvsService({ ...deps, files }, () => profile),
    recommendations: new RecommendationsService(
      deps,
      jobOfferList,
      () => profile,
      () => references,
    ),
    employers,
    console: new ConsoleService(employers, jobOfferCatalog),
  };
}
