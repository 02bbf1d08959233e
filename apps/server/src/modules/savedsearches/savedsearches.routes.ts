import { z } from 'zod';
import {
  PATHS,
  SavedSearchIdParamsSchema,
  SavedSearchInputSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import type { App } from '../../platform/types.ts';

const tags = ['savedsearches'];
const security = [{ bearer: [] }];
/** Job alerts belong to seekers who may use the job services (as favourites do). */
const config = { auth: 'resident' as const };
const NoContentSchema = z.null();

/** Job alerts: the logged-in resident's saved searches (issue 28). Writes take the default rate limit. */
export async function savedSearchesRoutes(app: App): Promise<void> {
  const service = () => app.services.savedSearches;
  app.addHook('onClose', async () => app.services.closeAlertWorkers());

  app.get(
    PATHS.savedSearches,
    { config, schema: { tags, security, response: { 200: SavedSearchListSchema } } },
    async (request) => service().list(requireAccount(request)),
  );

  app.post(
    PATHS.savedSearches,
    {
      config,
      schema: {
        tags,
        security,
        body: SavedSearchInputSchema,
        response: { 201: SavedSearchSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service().create(requireAccount(request), request.body)),
  );

  app.put(
    PATHS.savedSearch,
    {
      config,
      schema: {
        tags,
        security,
        params: SavedSearchIdParamsSchema,
        body: SavedSearchInputSchema,
        response: { 200: SavedSearchSchema },
      },
    },
    async (request) => service().update(requireAccount(request), request.params.id, request.body),
  );

  app.delete(
    PATHS.savedSearch,
    {
      config,
      schema: {
        tags,
        security,
        params: SavedSearchIdParamsSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await service().delete(requireAccount(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
