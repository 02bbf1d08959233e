import type { AppConfig } from './config.ts';
import type { DB, Dialect } from './db/database.ts';
import type { Clock } from './platform/clock.ts';
import type { ChangeFeed } from './platform/change-feed.ts';
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
import { createFileStore } from './platform/file-store.ts';
import { EventsRepository } from './modules/events/events.repository.ts';
import { EventsService } from './modules/events/events.service.ts';

/** What every service may be built from. */
export interface ServiceDeps {
  db: DB;
  dialect: Dialect;
  clock: Clock;
  config: AppConfig;
  /** Versions of cached data, shared by every instance (platform/change-feed.ts). */
  changes: ChangeFeed;
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
  events: EventsService;
}

export function createServices(deps: ServiceDeps): Services {
  const jobOfferSearch = new JobOfferSearchService(deps);
  const jobOfferList = new JobOfferListService(deps, jobOfferSearch);
  const jobOfferCatalog = new JobOfferCatalogService(deps);
  const references = new ReferencesService(deps);
  const auth = new AuthService(deps);
  const profile = new ProfileService(
    deps,
    () => references,
    () => auth,
  );
  const files = createFileStore(deps.config.storageDir);
  const events = new EventsService(new EventsRepository(deps.db));
  return {
    references,
    jobOfferCatalog,
    auth,
    jobOfferSearch,
    jobOfferList,
    favorites: new FavoritesService(deps, jobOfferList),
    serviceHome: new ServiceHomeService(deps, jobOfferCatalog, events),
    profile,
    cvs: new CvsService({ ...deps, files }, () => profile),
    recommendations: new RecommendationsService(
      deps,
      jobOfferList,
      () => profile,
      () => references,
    ),
    events,
  };
}
