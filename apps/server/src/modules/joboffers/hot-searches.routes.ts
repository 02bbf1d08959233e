import { HotKeywordListSchema, HotKeywordVisibilitySchema, PATHS } from '@vaga/contract';
import { z } from 'zod';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];

/** Staff review the counted keywords and hide those the hot searches must not show. */
export async function hotSearchesRoutes(app: App): Promise<void> {
  const search = () => app.services.jobOfferSearch;

  app.get(
    PATHS.consoleHotSearches,
    {
      config: { auth: 'staff' },
      schema: { tags, security, response: { 200: HotKeywordListSchema } },
    },
    async () => search().listKeywords(),
  );

  app.put(
    PATHS.consoleHotSearches,
    {
      config: { auth: 'staff' },
      schema: { tags, security, body: HotKeywordVisibilitySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await search().setKeywordHidden(request.body.folded, request.body.hidden);
      return reply.status(204).send(null);
    },
  );
}
