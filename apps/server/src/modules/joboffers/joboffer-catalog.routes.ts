import { JobClassListSchema, JobOfferSummarySchema, PATHS } from '@vaga/contract';
import { requestLanguage } from '../../platform/i18n.ts';
import { sendJson } from '../../platform/json-body.ts';
import type { App } from '../../platform/types.ts';

/** The job-class catalog and the statistics box (spec §7 "Job offers and home"); public. */
export async function jobOfferCatalogRoutes(app: App): Promise<void> {
  const tags = ['joboffers'];

  app.get(
    PATHS.jobOfferSummary,
    { config: { auth: 'public' }, schema: { tags, response: { 200: JobOfferSummarySchema } } },
    async () => app.services.jobOfferCatalog.summary(),
  );

  app.get(
    PATHS.localVacancyCatalog,
    { config: { auth: 'public' }, schema: { tags, response: { 200: JobClassListSchema } } },
    async (request, reply) =>
      sendJson(reply, await app.services.jobOfferCatalog.catalogJson(requestLanguage(request))),
  );
}
