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
import { JobMatchesConsoleService } from './modules/jobmatches/jobmatches-console.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { JobMatchesService } from './modules/jobmatches/jobmatches.service.ts';
import { JobMatchReferralService } from './modules/jobmatches/jobmatches-referral.service.ts';
import { JobSeeksService } from './modules/jobseeks/jobseeks.service.ts';
import { JobSeeksConsoleService } from './modules/jobseeks/jobseeks-console.service.ts';
import { createFileStore } from './platform/file-store.ts';
import { createRepositories } from './repositories.ts';

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
  events: EventsService;
  employers: EmployerService;
  console: ConsoleService;
  jobMatchesConsole: JobMatchesConsoleService;
  jobMatches: JobMatchesService;
  jobMatchReferrals: JobMatchReferralService;
  jobSeeks: JobSeeksService;
  jobSeeksConsole: JobSeeksConsoleService;
}

export function createServices(deps: ServiceDeps): Services {
  const repositories = createRepositories(deps.db, deps.dialect);
  const jobOfferSearch = new JobOfferSearchService(
    repositories.search,
    repositories.searchIndex,
    deps,
  );
  const jobOfferList = new JobOfferListService(
    repositories.jobOfferList,
    repositories.jobOfferMatches,
    deps,
    jobOfferSearch,
  );
  const jobOfferCatalog = new JobOfferCatalogService(repositories.jobOfferCatalog, deps);
  const references = new ReferencesService(repositories.references, deps);
  const employers = new EmployerService(repositories.employers);
  const auth = new AuthService(repositories.auth, repositories.oidcStore, deps, () => employers);
  const profile = new ProfileService(
    repositories.profile,
    deps,
    () => references,
    () => auth,
  );
  const files = createFileStore(deps.config.storageDir);
  const events = new EventsService(repositories.events);
  const cvs = new CvsService(repositories.cvs, { ...deps, files }, () => profile);
  const jobMatchReferrals = new JobMatchReferralService(
    repositories.jobMatchReferrals,
    deps,
    () => jobOfferList,
  );
  const jobSeeks = new JobSeeksService(
    repositories.jobSeeks,
    deps,
    () => references,
    () => profile,
    () => jobMatchReferrals,
  );
  return {
    references,
    jobOfferCatalog,
    auth,
    jobOfferSearch,
    jobOfferList,
    favorites: new FavoritesService(repositories.favorites, deps, jobOfferList),
    serviceHome: new ServiceHomeService(repositories.serviceHome, deps, jobOfferCatalog, events),
    profile,
    cvs,
    recommendations: new RecommendationsService(
      repositories.recommendations,
      deps,
      jobOfferList,
      () => profile,
      () => references,
    ),
    events,
    employers,
    console: new ConsoleService(employers, jobOfferCatalog),
    jobMatchesConsole: new JobMatchesConsoleService(
      repositories.jobMatchesConsole,
      deps,
      () => profile,
      () => cvs,
      () => jobOfferList,
      () => auth,
      () => jobOfferCatalog,
    ),
    jobMatches: new JobMatchesService(
      repositories.jobMatches,
      deps,
      jobOfferList,
      () => profile,
      () => cvs,
    ),
    jobMatchReferrals,
    jobSeeks,
    jobSeeksConsole: new JobSeeksConsoleService(
      repositories.jobSeeks,
      deps,
      () => jobSeeks,
      () => jobMatchReferrals,
      () => auth,
    ),
  };
}
