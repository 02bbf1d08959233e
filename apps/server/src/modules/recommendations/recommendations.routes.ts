import {
  PageQuerySchema,
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

  app.get(
    PATHS.recommendVacancy,
    { config, schema: { tags, security, response: { 200: RecommendationSchema } } },
    async (request) => service().get(requireAccount(request), requestLanguage(request)),
  );

  app.post(
    PATHS.recommendVacancyRefresh,
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, security, response: { 200: RecommendationSchema } },
    },
    async (request) => service().refresh(requireAccount(request), requestLanguage(request)),
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
    async (request) =>
      service().page(requireAccount(request), request.query, requestLanguage(request)),
  );
}
