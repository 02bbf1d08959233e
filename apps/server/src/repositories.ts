import type { DB, Dialect } from './db/database.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { OidcStoreRepository } from './modules/auth/oidc-store.repository.ts';
import { CvsRepository } from './modules/cvs/cvs.repository.ts';
import { EmployerRepository } from './modules/employer/employer.repository.ts';
import { EventsRepository } from './modules/events/events.repository.ts';
import { EventRegistrationsRepository } from './modules/events/event-registrations.repository.ts';
import { EventBookingsRepository } from './modules/events/event-bookings.repository.ts';
import { EventsConsoleRepository } from './modules/events/events-console.repository.ts';
import { JobMatchesConsoleRepository } from './modules/jobmatches/jobmatches-console.repository.ts';
import { FavoritesRepository } from './modules/favorites/favorites.repository.ts';
import { JobMatchReferralRepository } from './modules/jobmatches/jobmatches-referral.repository.ts';
import { JobSeeksRepository } from './modules/jobseeks/jobseeks.repository.ts';
import { JobMatchesRepository } from './modules/jobmatches/jobmatches.repository.ts';
import { JobOfferCatalogRepository } from './modules/joboffers/joboffer-catalog.repository.ts';
import { JobOfferListRepository } from './modules/joboffers/joboffer-list.repository.ts';
import { JobOfferMatchRepository } from './modules/joboffers/joboffer-match.repository.ts';
import { JobOfferPublishingRepository } from './modules/joboffers/joboffer-publishing.repository.ts';
import { JobOfferPostingsRepository } from './modules/joboffer-postings/joboffer-postings.repository.ts';
import { HotSearchRepository } from './modules/joboffers/search/hot-search.repository.ts';
import { SearchIndexRepository } from './modules/joboffers/search/search-index.repository.ts';
import { SearchRepository } from './modules/joboffers/search/search.repository.ts';
import { ProfileRepository } from './modules/profile/profile.repository.ts';
import { RecommendationsRepository } from './modules/recommendations/recommendations.repository.ts';
import { ReferencesRepository } from './modules/references/references.repository.ts';
import { UnemploymentRepository } from './modules/unemployment/unemployment.repository.ts';
import { ServiceHomeRepository } from './modules/servicehome/servicehome.repository.ts';
import { SeoRepository } from './modules/seo/seo.repository.ts';
import { JobOfferReportsRepository } from './modules/joboffer-reports/joboffer-reports.repository.ts';
import { JobOfferSuggestionsRepository } from './modules/joboffers/joboffer-suggestions.repository.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { SavedSearchesRepository } from './modules/savedsearches/savedsearches.repository.ts';
import { MyDataRepository } from './modules/mydata/mydata.repository.ts';

/**
 * The repositories the modules' services run on, over one database. createServices (services.ts)
 * builds them and hands each service its own: a service never builds a repository, so a unit
 * test can give it a fake one.
 */
export interface Repositories {
  auth: AuthRepository;
  oidcStore: OidcStoreRepository;
  cvs: CvsRepository;
  employers: EmployerRepository;
  events: EventsRepository;
  eventRegistrations: EventRegistrationsRepository;
  eventBookings: EventBookingsRepository;
  eventsConsole: EventsConsoleRepository;
  favorites: FavoritesRepository;
  jobMatchesConsole: JobMatchesConsoleRepository;
  jobMatches: JobMatchesRepository;
  jobMatchReferrals: JobMatchReferralRepository;
  jobSeeks: JobSeeksRepository;
  jobOfferCatalog: JobOfferCatalogRepository;
  jobOfferList: JobOfferListRepository;
  jobOfferMatches: JobOfferMatchRepository;
  search: SearchRepository;
  searchIndex: SearchIndexRepository;
  hotSearch: HotSearchRepository;
  profile: ProfileRepository;
  recommendations: RecommendationsRepository;
  references: ReferencesRepository;
  serviceHome: ServiceHomeRepository;
  seo: SeoRepository;
  unemployment: UnemploymentRepository;
  jobOfferPublishing: JobOfferPublishingRepository;
  jobOfferPostings: JobOfferPostingsRepository;
  jobOfferReports: JobOfferReportsRepository;
  jobOfferSuggestions: JobOfferSuggestionsRepository;
  notifications: NotificationsRepository;
  savedSearches: SavedSearchesRepository;
  myData: MyDataRepository;
}

export function createRepositories(db: DB, dialect: Dialect): Repositories {
  const search = new SearchRepository(db, dialect);
  return {
    auth: new AuthRepository(db),
    oidcStore: new OidcStoreRepository(db),
    cvs: new CvsRepository(db),
    employers: new EmployerRepository(db),
    events: new EventsRepository(db),
    eventRegistrations: new EventRegistrationsRepository(db),
    eventBookings: new EventBookingsRepository(db),
    eventsConsole: new EventsConsoleRepository(db),
    favorites: new FavoritesRepository(db),
    jobMatchesConsole: new JobMatchesConsoleRepository(db, dialect),
    jobMatches: new JobMatchesRepository(db, dialect),
    jobMatchReferrals: new JobMatchReferralRepository(db, dialect),
    jobSeeks: new JobSeeksRepository(db),
    jobOfferCatalog: new JobOfferCatalogRepository(db),
    jobOfferList: new JobOfferListRepository(db, search),
    jobOfferMatches: new JobOfferMatchRepository(db),
    search,
    searchIndex: new SearchIndexRepository(db, dialect),
    hotSearch: new HotSearchRepository(db),
    profile: new ProfileRepository(db),
    recommendations: new RecommendationsRepository(db),
    references: new ReferencesRepository(db),
    serviceHome: new ServiceHomeRepository(db),
    seo: new SeoRepository(db),
    unemployment: new UnemploymentRepository(db, dialect),
    jobOfferPublishing: new JobOfferPublishingRepository(db),
    jobOfferPostings: new JobOfferPostingsRepository(db),
    jobOfferReports: new JobOfferReportsRepository(db),
    jobOfferSuggestions: new JobOfferSuggestionsRepository(db),
    notifications: new NotificationsRepository(db),
    savedSearches: new SavedSearchesRepository(db),
    myData: new MyDataRepository(db),
  };
}
