import { JOBOFFER_CATALOG_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** The job-class catalog and the statistics box (spec §7 "Job offers and home"); public. */
export async function jobOfferCatalogRoutes(app: App): Promise<void> {
  route(app, E.jobOfferSummary, async () => app.services.jobOfferCatalog.summaryKept());

  // JSON bytes written once per snapshot and language, sent as they are.
  route(app, E.localVacancyCatalog, async (request) =>
    app.services.jobOfferCatalog.catalogJsonKept(requestLanguage(request)),
  );
}
