import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import inject, { type Response as InjectResponse } from 'light-my-request';
import Provider, {
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthRepository } from './auth.repository.ts';
import { demoClaims, demoUsernameOf } from './demo-accounts.ts';
import { errorPage, htmlEscape, page, pageLocale, pageText } from './login-page.ts';
import { SqlOidcAdapter } from './oidc-adapter.ts';
import type { OidcStoreRepository } from './oidc-store.repository.ts';
import { LOGIN_SCOPE } from './relying-party.ts';

export type RawHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The embedded single-account provider: the koa app, a handler to mount and an in-process fetch. */
export interface EmbeddedIssuer {
  issuer: string;
  mountPath: string;
  provider: Provider;
  /** Serves every path under `mountPath` (the URL still carries the mount path). */
  handler: RawHandler;
  /** fetch for the relying party in the same process: no network round trip. */
  fetch: CustomFetch;
}

export interface EmbeddedIssuerOptions {
  issuer: string;
  clients: ClientMetadata[];
  store: PublicMembers<OidcStoreRepository>;
  secrets: PublicMembers<AuthRepository>;
  clock: Clock;
}

/** The demo client of the embedded provider when no OIDC_CLIENT_* is configured. */
export const DEMO_CLIENT = { clientId: 'vaga-web', clientSecret: 'vaga-demo-secret' } as const;

function makeSigningKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  });
}

function localeOf(ctx: KoaContextWithOIDC) {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  return pageLocale({
    lang: ctx.query.lang,
    uiLocales: params.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

function configuration(
  options: EmbeddedIssuerOptions,
  keys: { jwk: string; cookieKeys: string[] },
  mountPath: string,
): Configuration {
  const { clock } = options;
  return {
    adapter: (model: string) => new SqlOidcAdapter(model, options.store, clock),
    clients: options.clients,
    jwks: { keys: [JSON.parse(keys.jwk)] },
    cookies: { keys: keys.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'identity'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'birthdate', 'gender'],
      identity: [
        'euid',
        'identityNo',
        'identityDocs',
        'accountType',
        'employerId',
        'nameCn',
        'namePt',
      ],
    },
    async findAccount(_ctx, sub) {
      const username = demoUsernameOf(sub);
      if (!username) return undefined;
      return {
        accountId: sub,
        async claims() {
          return { ...demoClaims(username, clock.now()) };
        },
      };
    },
    // The relying party is first-party: the login is the consent.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId });
      grant.addOIDCScope(LOGIN_SCOPE);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const locale = localeOf(ctx);
          const t = pageText(locale);
          ctx.type = 'html';
          ctx.body = page(
            locale,
            t.logoutTitle,
            `<h1>${htmlEscape(t.logoutTitle)}</h1><p>${htmlEscape(t.logoutQuestion)}</p>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${htmlEscape(t.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${htmlEscape(t.logoutNo)}</button>`,
          );
        },
        async postLogoutSuccessSource(ctx) {
          const locale = localeOf(ctx);
          const t = pageText(locale);
          ctx.type = 'html';
          ctx.body = page(
            locale,
            t.logoutTitle,
            `<h1>${htmlEscape(t.logoutTitle)}</h1><p>${htmlEscape(t.loggedOut)}</p>`,
          );
        },
      },
    },
    discovery: { ui_locales_supported: ['zh-Hant', 'pt', 'en'] },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
    },
    async renderError(ctx) {
      ctx.type = 'html';
      ctx.body = errorPage(localeOf(ctx));
    },
  };
}

function toResponse(res: InjectResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers,
  });
}

/**
 * Builds the embedded provider. Its signing key and cookie keys live in the database (made by
 * the first instance), its storage is the SQL adapter: any instance continues any login.
 */
export async function createEmbeddedIssuer(
  options: EmbeddedIssuerOptions,
): Promise<EmbeddedIssuer> {
  const now = options.clock.now().toISOString();
  const jwk = await options.secrets.sharedSecret('oidc-signing-key', makeSigningKey, now);
  const cookieKeys = await options.secrets.sharedSecret(
    'oidc-cookie-keys',
    () => JSON.stringify([randomBytes(32).toString('base64url')]),
    now,
  );
  const issuerUrl = new URL(options.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/$/, '');
  const provider = new Provider(
    options.issuer,
    configuration(options, { jwk, cookieKeys: JSON.parse(cookieKeys) }, mountPath),
  );
  provider.proxy = true;
  const callback = provider.callback();

  const handler: RawHandler = async (req, res) => {
    const full = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = full;
    req.url = full.slice(mountPath.length) || '/';
    if (!req.url.startsWith('/')) req.url = `/${req.url}`;
    await callback(req, res);
  };

  const fetch: CustomFetch = async (url, init) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = issuerUrl.host;
    headers['x-forwarded-proto'] = issuerUrl.protocol.replace(':', '');
    const body = init.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : typeof body === 'string' || body instanceof URLSearchParams
          ? body.toString()
          : body instanceof Uint8Array
            ? Buffer.from(body)
            : body instanceof ArrayBuffer
              ? Buffer.from(body)
              : undefined;
    const res = await inject(handler, {
      method: init.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers,
      payload,
    });
    return toResponse(res);
  };

  return { issuer: options.issuer, mountPath, provider, handler, fetch };
}
