import { HOT_SEARCH_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import type { App } from '../../platform/types.ts';

/** Staff review the counted keywords and hide those the hot searches must not show. */
export async function hotSearchesRoutes(app: App): Promise<void> {
  const search = () => app.services.jobOfferSearch;

  route(app, E.getHotSearches, async () => search().listKeywords());

  route(app, E.setHotSearches, async (request, reply) => {
    await search().setKeywordHidden(request.body.folded, request.body.hidden);
    return reply.status(204).send(null);
  });
}
