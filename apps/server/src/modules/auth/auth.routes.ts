import { AUTH_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount, requireSession } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { byAddress } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/types.ts';
import { pageLocale } from './login-page.ts';
import { oidcRoutes } from './oidc.routes.ts';

/** Login endpoints: per client address (no session yet), counted across instances. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: byAddress };
const BRIDGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
const login = { config: { rateLimit: LOGIN_RATE_LIMIT } };

/** Authentication (spec §7) and, without OIDC_ISSUER, the embedded provider under /oidc. */
export async function authRoutes(app: App): Promise<void> {
  const auth = app.services.auth;
  const embedded = auth.embedded();
  if (embedded) await app.register(oidcRoutes, { embedded: await embedded });

  route(
    app,
    E.login,
    async (request, reply) => {
      const locale = pageLocale({
        lang: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      const url = await auth.startLogin({
        redirect: request.query.redirect,
        locale,
        accountType: request.query.type,
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
    login,
  );

  route(
    app,
    E.authorize,
    async (request) => {
      const { code, state, redirect_uri: redirectUri, iss } = request.query;
      return auth.authorize({ code, state, redirectUri, iss });
    },
    login,
  );

  route(app, E.accessToken, async (request) => auth.currentToken(requireSession(request)));

  route(app, E.refreshToken, async (request) => auth.refresh(request.query.token), login);

  route(app, E.accountProfile, async (request) =>
    auth.profile(requireAccount(request).id, requestLanguage(request)),
  );

  route(app, E.logout, async (request) => {
    const locale = pageLocale({ acceptLanguage: request.headers['accept-language'] });
    return { logoutUrl: await auth.logout(requireSession(request), locale) };
  });

  route(app, E.signature, async (request) => auth.signature(request.query.url), {
    config: { rateLimit: { ...BRIDGE_RATE_LIMIT, keyGenerator: byAddress } },
  });

  route(app, E.aliToken, async (request) => auth.bridgeToken(requireAccount(request).id), {
    config: { rateLimit: BRIDGE_RATE_LIMIT },
  });
}
