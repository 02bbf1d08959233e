import { SAVED_SEARCH_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import type { App } from '../../platform/types.ts';

/** Job alerts: the logged-in resident's saved searches. Writes take the default rate limit. */
export async function savedSearchesRoutes(app: App): Promise<void> {
  const service = () => app.services.savedSearches;

  route(app, E.listSavedSearches, async (request) => service().list(requireAccount(request)));

  route(app, E.createSavedSearch, async (request, reply) =>
    reply.status(201).send(await service().create(requireAccount(request), request.body)),
  );

  route(app, E.updateSavedSearch, async (request) =>
    service().update(requireAccount(request), request.params.id, request.body),
  );

  route(app, E.deleteSavedSearch, async (request, reply) => {
    await service().delete(requireAccount(request), request.params.id);
    return reply.status(204).send(null);
  });
}
