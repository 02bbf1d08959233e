import {
  FavoriteIdsSchema,
  FavoriteListSchema,
  FavoriteQuerySchema,
  FavoriteSaveBatchResultSchema,
  FavoriteSaveBatchSchema,
  PATHS,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['favorites'];
const config = { auth: 'resident' as const };
/** Writes are rate limited per client address. */
const writeConfig = { ...config, rateLimit: { max: 120, timeWindow: 60_000 } };
const security = [{ bearer: [] }];

/** Favourites of the logged-in resident (spec §7 Favorites). */
export async function favoritesRoutes(app: App): Promise<void> {
  const service = () => app.services.favorites;

  app.get(
    PATHS.favorites,
    { config, schema: { tags, security, response: { 200: FavoriteIdsSchema } } },
    async (request) => service().ids(requireAccount(request).id),
  );

  app.post(
    PATHS.favorites,
    {
      config: writeConfig,
      schema: {
        tags,
        security,
        querystring: FavoriteQuerySchema,
        response: { 200: FavoriteIdsSchema },
      },
    },
    async (request) => service().add(requireAccount(request).id, request.query.jobOfferId),
  );

  app.delete(
    PATHS.favorites,
    {
      config: writeConfig,
      schema: {
        tags,
        security,
        querystring: FavoriteQuerySchema,
        response: { 200: FavoriteIdsSchema },
      },
    },
    async (request) => service().remove(requireAccount(request).id, request.query.jobOfferId),
  );

  app.get(
    PATHS.favoritesDetail,
    { config, schema: { tags, security, response: { 200: FavoriteListSchema } } },
    async (request) => service().details(requireAccount(request).id, requestLanguage(request)),
  );

  app.post(
    PATHS.favoritesSaveBatch,
    {
      config: writeConfig,
      schema: {
        tags,
        security,
        body: FavoriteSaveBatchSchema,
        response: { 200: FavoriteSaveBatchResultSchema },
      },
    },
    async (request) => service().saveBatch(requireAccount(request).id, request.body),
  );
}
