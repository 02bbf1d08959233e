import type { FastifyRequest } from 'fastify';
import { RECOMMENDATION_ENDPOINTS as E, type ApiLanguage, type JobOfferCard } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** Recommended vacancies of the logged-in resident (spec §7). */
export async function recommendationsRoutes(app: App): Promise<void> {
  const service = () => app.services.recommendations;

  /** Each recommended vacancy says why: its fit, and the names of the requirements met. */
  async function withReasons<T extends { content: JobOfferCard[] }>(
    request: FastifyRequest,
    answer: T,
    lang: ApiLanguage,
  ): Promise<T> {
    const content = await app.services.jobOfferFit.withFit(
      requireAccount(request).id,
      answer.content,
      lang,
      { reasons: true },
    );
    return content ? { ...answer, content } : answer;
  }

  route(app, E.recommendVacancy, async (request) => {
    const lang = requestLanguage(request);
    return withReasons(request, await service().get(requireAccount(request), lang), lang);
  });

  route(
    app,
    E.recommendVacancyRefresh,
    async (request) => {
      const lang = requestLanguage(request);
      return withReasons(request, await service().refresh(requireAccount(request), lang), lang);
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  route(app, E.localVacancyRecommend, async (request) => {
    const lang = requestLanguage(request);
    return withReasons(
      request,
      await service().page(requireAccount(request), request.query, lang),
      lang,
    );
  });
}
