import type { FastifyRequest } from 'fastify';
import {
  PageQuerySchema,
  type ApiLanguage,
  type JobOfferCard,
  PATHS,
  RecommendationSchema,
  RecommendedPageSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['recommendations'];
const config = { auth: 'resident' as const };
const security = [{ bearer: [] }];

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

  app.get(
    PATHS.recommendVacancy,
    { config, schema: { tags, security, response: { 200: RecommendationSchema } } },
    async (request) => {
      const lang = requestLanguage(request);
      return withReasons(request, await service().get(requireAccount(request), lang), lang);
    },
  );

  app.post(
    PATHS.recommendVacancyRefresh,
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, security, response: { 200: RecommendationSchema } },
    },
    async (request) => {
      const lang = requestLanguage(request);
      return withReasons(request, await service().refresh(requireAccount(request), lang), lang);
    },
  );

  app.get(
    PATHS.localVacancyRecommend,
    {
      config,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: RecommendedPageSchema },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      return withReasons(
        request,
        await service().page(requireAccount(request), request.query, lang),
        lang,
      );
    },
  );
}
