import {
  AUTH_PATHS,
  AccountProfileSchema,
  AuthorizeQuerySchema,
  AuthorizeResponseSchema,
  BridgeTokenResponseSchema,
  LoginQuerySchema,
  LogoutQuerySchema,
  LogoutResponseSchema,
  PATHS,
  RefreshTokenQuerySchema,
  SessionTokenSchema,
  SignatureQuerySchema,
  SignatureResponseSchema,
} from '@vaga/contract';
import { requireAccount, requireSession } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import { byAddress } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/types.ts';
import { pageLocale } from './login-page.ts';
import { oidcRoutes } from './oidc.routes.ts';

/** Login endpoints: per client address (no session yet), counted across instances. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000, keyGenerator: byAddress };
const BRIDGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };
const publicLogin = { auth: 'public' as const, rateLimit: LOGIN_RATE_LIMIT };
const tags = ['auth'];
const bearer = [{ bearer: [] }];

/** Authentication (spec §7) and, without OIDC_ISSUER, the embedded provider under /oidc. */
export async function authRoutes(app: App): Promise<void> {
  const auth = app.services.auth;
  const embedded = auth.embedded();
  if (embedded) await app.register(oidcRoutes, { embedded: await embedded });

  app.get(
    AUTH_PATHS.login,
    { config: publicLogin, schema: { tags, querystring: LoginQuerySchema } },
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
  );

  app.post(
    PATHS.authorize,
    {
      config: publicLogin,
      schema: {
        tags,
        querystring: AuthorizeQuerySchema,
        response: { 200: AuthorizeResponseSchema },
      },
    },
    async (request) => {
      const { code, state, redirect_uri: redirectUri, iss } = request.query;
      return auth.authorize({ code, state, redirectUri, iss });
    },
  );

  app.post(
    PATHS.accessToken,
    {
      config: { auth: 'account' },
      schema: { tags, security: bearer, response: { 200: SessionTokenSchema } },
    },
    async (request) => auth.currentToken(requireSession(request)),
  );

  app.post(
    PATHS.refreshToken,
    {
      config: publicLogin,
      schema: { tags, querystring: RefreshTokenQuerySchema, response: { 200: SessionTokenSchema } },
    },
    async (request) => auth.refresh(request.query.token),
  );

  app.get(
    PATHS.accountProfile,
    {
      config: { auth: 'account' },
      schema: { tags, security: bearer, response: { 200: AccountProfileSchema } },
    },
    async (request) => auth.profile(requireAccount(request).id, requestLanguage(request)),
  );

  app.post(
    PATHS.logout,
    {
      config: { auth: 'account' },
      schema: {
        tags,
        security: bearer,
        querystring: LogoutQuerySchema,
        response: { 200: LogoutResponseSchema },
      },
    },
    async (request) => {
      const locale = pageLocale({ acceptLanguage: request.headers['accept-language'] });
      return { logoutUrl: await auth.logout(requireSession(request), locale) };
    },
  );

  app.get(
    PATHS.signature,
    {
      config: { auth: 'public', rateLimit: { ...BRIDGE_RATE_LIMIT, keyGenerator: byAddress } },
      schema: {
        tags,
        querystring: SignatureQuerySchema,
        response: { 200: SignatureResponseSchema },
      },
    },
    async (request) => auth.signature(request.query.url),
  );

  app.get(
    PATHS.aliToken,
    {
      config: { auth: 'user', rateLimit: BRIDGE_RATE_LIMIT },
      schema: { tags, security: bearer, response: { 200: BridgeTokenResponseSchema } },
    },
    async (request) => auth.bridgeToken(requireAccount(request).id),
  );
}
