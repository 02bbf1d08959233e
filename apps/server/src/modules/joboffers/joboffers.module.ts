import { ComputeGate } from '../../platform/compute-gate.ts';
import { defineModule } from '../../platform/module-manifest.ts';
import { hotSearchesRoutes } from './hot-searches.routes.ts';
import { WorkerPool } from '../../platform/worker-pool.ts';
import { countsInWorker, type CatalogCounts, type CatalogCountsInput } from './catalog-counts.ts';
import { JobOfferCatalogRepository } from './joboffer-catalog.repository.ts';
import { jobOfferCatalogRoutes } from './joboffer-catalog.routes.ts';
import { JobOfferCatalogService } from './joboffer-catalog.service.ts';
import { JobOfferEventsService } from './joboffer-events.service.ts';
import { JobOfferFitService } from './joboffer-fit.service.ts';
import { JobOfferListRepository } from './joboffer-list.repository.ts';
import { jobOfferListRoutes } from './joboffer-list.routes.ts';
import { JobOfferListService } from './joboffer-list.service.ts';
import { JobOfferMatchRepository } from './joboffer-match.repository.ts';
import { JobOfferPublishingRepository } from './joboffer-publishing.repository.ts';
import { JobOfferPublishingService } from './joboffer-publishing.service.ts';
import { JobOfferSuggestionsRepository } from './joboffer-suggestions.repository.ts';
import { jobOfferSuggestionsRoutes } from './joboffer-suggestions.routes.ts';
import { JobOfferSuggestionsService } from './joboffer-suggestions.service.ts';
import { JobOfferStatisticsRepository } from './joboffer-statistics.repository.ts';
import { JobOfferStatisticsService } from './joboffer-statistics.service.ts';
import { scheduleJobOfferSweep } from './joboffer-sweep.ts';
import { VacancyViewsRepository } from './vacancy-views.repository.ts';
import { VacancyViews } from './vacancy-views.ts';
import { HotSearchRepository } from './search/hot-search.repository.ts';
import { SearchIndexRepository } from './search/search-index.repository.ts';
import { SearchRepository } from './search/search.repository.ts';
import { JobOfferSearchService } from './search/search.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    jobOfferCatalog: JobOfferCatalogService;
    jobOfferSearch: JobOfferSearchService;
    jobOfferList: JobOfferListService;
    /** Skill fit of a seeker's resume to vacancies. */
    jobOfferFit: JobOfferFitService;
    /** Caps uncached list and search pages (the vacancy lists' own gate, reached by tests). */
    searchGate: ComputeGate;
    /** What the events module needs of vacancies (booking facts, the console's lists). */
    jobOfferEvents: JobOfferEventsService;
    jobOfferPublishing: JobOfferPublishingService;
    jobOfferSuggestions: JobOfferSuggestionsService;
    /** The vacancies' figures for the statistics (counts computed by the database). */
    jobOfferStatistics: JobOfferStatisticsService;
    /** Views of vacancies' pages, counted in memory and stored by Macao day. */
    vacancyViews: VacancyViews;
  }
}

/** The catalog's count worker on an SQLite file: source or compiled entry, like the CV's. */
const CATALOG_COUNTS_WORKER_MODULE = import.meta.url.endsWith('.ts')
  ? new URL('./catalog-counts.worker.ts', import.meta.url)
  : new URL('./catalog-counts.worker.js', import.meta.url);

/** Vacancies: the catalogue, lists and search, publishing, suggestions and the daily sweep. */
export const jobOffersModule = defineModule({
  name: 'joboffers',
  services: ({ db, dialect, deps, services, onClose }) => {
    const listRepository = new JobOfferListRepository(
      db,
      new SearchRepository(db, dialect),
      () => services.references,
    );
    const jobOfferSearch = new JobOfferSearchService(
      new HotSearchRepository(db),
      new SearchIndexRepository(db, dialect, () => services.references),
      deps,
    );
    const searchGate = new ComputeGate(deps.config.searchLimits);
    const jobOfferList = new JobOfferListService(
      listRepository,
      new JobOfferMatchRepository(db),
      deps,
      jobOfferSearch,
      searchGate,
    );
    // On an SQLite file the catalog's counts are read by a worker thread on a connection of its
    // own, off the event loop; PostgreSQL's are awaited, and an in-memory database is one
    // connection's alone (tests): there they are read on the service's own connection.
    const catalogCounts = deps.sqliteFileUrl
      ? new WorkerPool<CatalogCountsInput, CatalogCounts>(CATALOG_COUNTS_WORKER_MODULE, 1)
      : null;
    if (catalogCounts) onClose(() => catalogCounts.close());
    const vacancyViews = new VacancyViews(new VacancyViewsRepository(db), deps);
    onClose(vacancyViews.start(deps.config.viewFlushMs));
    return {
      vacancyViews,
      jobOfferCatalog: new JobOfferCatalogService(
        new JobOfferCatalogRepository(db),
        deps,
        () => services.references,
        catalogCounts && deps.sqliteFileUrl
          ? countsInWorker(catalogCounts, deps.sqliteFileUrl)
          : undefined,
      ),
      jobOfferSearch,
      jobOfferList,
      jobOfferStatistics: new JobOfferStatisticsService(
        new JobOfferStatisticsRepository(db, dialect),
        vacancyViews,
        () => services.references,
      ),
      jobOfferFit: new JobOfferFitService(
        jobOfferList,
        deps,
        () => services.profile,
        () => services.references,
      ),
      searchGate,
      jobOfferEvents: new JobOfferEventsService(listRepository, deps),
      jobOfferPublishing: new JobOfferPublishingService(
        new JobOfferPublishingRepository(db),
        deps,
        jobOfferSearch,
        () => services.references,
        () => services.savedSearches,
      ),
      jobOfferSuggestions: new JobOfferSuggestionsService(
        new JobOfferSuggestionsRepository(db),
        deps,
        () => services.references,
        () => services.jobOfferCatalog,
      ),
    };
  },
  // Notices name vacancies by their titles, removed ones included.
  start: (services) => {
    services.notificationPorts.answerVacancyTitles(async (ids, lang) => {
      const details = await services.jobOfferList.detailsIncludingRemoved(ids, lang);
      const titles = new Map(details.map((d) => [d.id, d.jobOfferTitle]));
      return ids.map((id) => titles.get(id) ?? null);
    });
    services.notificationPorts.answerVacancyList(async (ids, lang) =>
      (await services.jobOfferList.detailsIncludingRemoved(ids, lang)).map((d) => ({
        id: d.id,
        title: d.jobOfferTitle,
      })),
    );
  },
  routes: [jobOfferCatalogRoutes, jobOfferListRoutes, hotSearchesRoutes, jobOfferSuggestionsRoutes],
  jobs: [scheduleJobOfferSweep],
});
