import { JOBOFFER_SEARCH_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { requestClient } from '../../platform/request-client.ts';
import { sendKeptJson } from '../../platform/serialized-answer.ts';
import { ANSWERS_JSON } from '../../platform/security-headers.ts';
import type { App } from '../../platform/types.ts';

/**
 * Their anonymous answers are kept objects: each serialized once (platform/endpoint-route.ts).
 * They answer JSON only: no security-header hook at send (platform/security-headers.ts). Every
 * answer of theirs goes out through sendKeptJson, which compresses it once per encoding itself:
 * no compression hook on their path (an error is under the 1 KB threshold, and so is a vacancy's
 * detail most often).
 */
const KEPT_ANSWERS = { serializeOnce: true, config: ANSWERS_JSON, compress: false } as const;

/** Vacancy lists, keyword search, hot searches and the vacancy detail (public). */
export async function jobOfferListRoutes(app: App): Promise<void> {
  const service = () => app.services.jobOfferList;

  route(
    app,
    E.localVacancy,
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
      return service().localVacanciesKept(request.query, lang, { client });
    },
    KEPT_ANSWERS,
  );

  // The search of every vacancy, and of the local ones only: the same query and answer.
  for (const [endpoint, localOnly] of [
    [E.jobOfferSearch, false],
    [E.localVacancySearch, true],
  ] as const) {
    route(
      app,
      endpoint,
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
        return service().searchVacanciesKept(request.query, lang, options);
      },
      KEPT_ANSWERS,
    );
  }

  route(app, E.topKeywords, async () => app.services.jobOfferSearch.topKeywords());

  route(
    app,
    E.jobOffer,
    async (request, reply) => {
      const lang = requestLanguage(request);
      const detail = await service().detailKept(request.params.id, lang);
      // Counted in memory, kept answer or not; stored every few seconds (vacancy-views.ts).
      app.services.vacancyViews.count(request.params.id);
      // A logged-in seeker with a resume sees the skill fit: an answer of their own, never kept.
      const account = request.account;
      if (account?.accountType === 'personal') {
        const fit = await app.services.jobOfferFit.fitOf(account.id, request.params.id, lang);
        if (fit)
          return sendKeptJson(reply.header('cache-control', 'private, no-store'), {
            ...detail.value,
            fit,
          });
      }
      return detail;
    },
    KEPT_ANSWERS,
  );
}
