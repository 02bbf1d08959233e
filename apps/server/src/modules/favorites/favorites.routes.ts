import { FAVORITE_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** Writes are rate limited per client address. */
const write = { config: { rateLimit: { max: 120, timeWindow: 60_000 } } };

/** Favourites of the logged-in resident (spec §7 Favorites). */
export async function favoritesRoutes(app: App): Promise<void> {
  const service = () => app.services.favorites;

  route(app, E.listFavoriteIds, async (request) => service().ids(requireAccount(request).id));

  route(
    app,
    E.addFavorite,
    async (request) => service().add(requireAccount(request).id, request.query.jobOfferId),
    write,
  );

  route(
    app,
    E.removeFavorite,
    async (request) => service().remove(requireAccount(request).id, request.query.jobOfferId),
    write,
  );

  route(app, E.favoritesDetail, async (request) =>
    service().details(requireAccount(request).id, requestLanguage(request)),
  );

  route(
    app,
    E.favoritesSaveBatch,
    async (request) => service().saveBatch(requireAccount(request).id, request.body),
    write,
  );
}
