import { JOBOFFER_CATALOG_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { ANSWERS_JSON } from '../../platform/security-headers.ts';
import type { App } from '../../platform/types.ts';

/**
 * Kept JSON answers: no security-header hook at send (platform/security-headers.ts), and no
 * compression hooks: the catalog's bytes are compressed once by sendJson, the summary's few
 * counts stay far under the 1 KB threshold.
 */
const JSON_ONLY = { config: ANSWERS_JSON, compress: false } as const;

/** The job-class catalog and the statistics box (spec §7 "Job offers and home"); public. */
export async function jobOfferCatalogRoutes(app: App): Promise<void> {
  route(app, E.jobOfferSummary, async () => app.services.jobOfferCatalog.summaryKept(), JSON_ONLY);

  // JSON bytes written once per snapshot and language, sent as they are.
  route(
    app,
    E.localVacancyCatalog,
    async (request) => app.services.jobOfferCatalog.catalogJsonKept(requestLanguage(request)),
    JSON_ONLY,
  );
}
