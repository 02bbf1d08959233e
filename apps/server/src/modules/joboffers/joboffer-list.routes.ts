import {
  JobOfferDetailSchema,
  JobOfferIdParamsSchema,
  JobOfferPageSchema,
  JobOfferSearchQuerySchema,
  LocalVacancyListQuerySchema,
  PATHS,
  TopKeywordsSchema,
} from '@vaga/contract';
import { requestLanguage } from '../../platform/i18n.ts';
import { requestClient } from '../../platform/request-client.ts';
import { sendKeptJson } from '../../platform/serialized-answer.ts';
import type { App } from '../../platform/types.ts';

const tags = ['joboffers'];

/** Vacancy lists, keyword search, hot searches and the vacancy detail (public). */
export async function jobOfferListRoutes(app: App): Promise<void> {
  const service = () => app.services.jobOfferList;

  app.get(
    PATHS.localVacancy,
    {
      config: { auth: 'public' },
      schema: {
        tags,
        querystring: LocalVacancyListQuerySchema,
        response: { 200: JobOfferPageSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const client = requestClient(request);
      // Sorted by fit for a seeker with a resume: a page of their own, never kept. Anyone else
      // asking for it gets the default order's cached pages.
      const account = request.account;
      if (request.query.sort === 'fit' && account?.accountType === 'personal') {
        const page = await app.services.jobOfferFit.fitPage(
          account.id,
          request.query,
          lang,
          client,
        );
        // Kept for a short while (the same object, serialized once), never by the browser.
        if (page) return sendKeptJson(reply.header('cache-control', 'private, no-store'), page);
      }
      // A seeker with a resume sees the fit on each card: the kept page, with an answer of their own.
      if (account?.accountType === 'personal') {
        const { page, facts } = await service().localVacanciesWithFacts(request.query, lang, {
          client,
        });
        const own = await app.services.jobOfferFit.keptPageWithFit(account.id, page, facts, lang);
        if (!own) return sendKeptJson(reply, page);
        return sendKeptJson(reply.header('cache-control', 'private, no-store'), own);
      }
      return sendKeptJson(reply, await service().localVacancies(request.query, lang, { client }));
    },
  );

  // The search of every vacancy, and of the local ones only: the same query and answer.
  for (const [path, localOnly] of [
    [PATHS.jobOfferSearch, false],
    [PATHS.localVacancySearch, true],
  ] as const) {
    app.get(
      path,
      {
        config: { auth: 'public' },
        schema: {
          tags,
          querystring: JobOfferSearchQuerySchema,
          response: { 200: JobOfferPageSchema },
        },
      },
      async (request, reply) => {
        const lang = requestLanguage(request);
        const options = { localOnly, client: requestClient(request) };
        const account = request.account;
        // A seeker with a resume sees the fit on each card, as on the class list.
        if (account?.accountType === 'personal') {
          const { page, facts } = await service().searchVacanciesWithFacts(
            request.query,
            lang,
            options,
          );
          const own = await app.services.jobOfferFit.keptPageWithFit(account.id, page, facts, lang);
          if (!own) return sendKeptJson(reply, page);
          return sendKeptJson(reply.header('cache-control', 'private, no-store'), own);
        }
        return sendKeptJson(reply, await service().searchVacancies(request.query, lang, options));
      },
    );
  }

  app.get(
    PATHS.topKeywords,
    { config: { auth: 'public' }, schema: { tags, response: { 200: TopKeywordsSchema } } },
    async () => app.services.jobOfferSearch.topKeywords(),
  );

  app.get(
    PATHS.jobOffer,
    {
      config: { auth: 'public' },
      schema: { tags, params: JobOfferIdParamsSchema, response: { 200: JobOfferDetailSchema } },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const detail = await service().detail(request.params.id, lang);
      // A logged-in seeker with a resume sees the skill fit: an answer of their own, never kept.
      const account = request.account;
      if (account?.accountType === 'personal') {
        const fit = await app.services.jobOfferFit.fitOf(account.id, request.params.id, lang);
        if (fit) return reply.header('cache-control', 'private, no-store').send({ ...detail, fit });
      }
      return sendKeptJson(reply, detail);
    },
  );
}
