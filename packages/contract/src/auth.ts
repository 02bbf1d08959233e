import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { PATHS, SERVICE_BASE } from './paths.ts';
import { safeString } from './validation.ts';

/**
 * Authentication (spec §2 routing rules, §4 login flow, §7 Authentication and government-app
 * bridge). The login is the OpenID Connect authorization-code flow with PKCE and `state`; the
 * server is the relying party and keeps the PKCE verifier, so the web never sees it.
 *
 * 1. The web sends the browser to `GET /service/login?type=personal&redirect=<target>` where the
 *    target's `&` are written `__` (spec §2). The server answers 302 to the provider.
 * 2. The provider sends the browser back to `/profile?code=…&state=…` (the registered redirect
 *    URI is exactly `${PUBLIC_URL}/profile`; the target travels with `state` on the server).
 * 3. The web calls `POST /service/authorize?type=&code=&state=&redirect_uri=` and receives our own
 *    session token and the decoded redirect target.
 * 4. Every call carries `Authorization: Bearer <token>`. A response may carry a renewed token in
 *    its `Authorization` header (`Bearer <token>`); the web then uses that one.
 * 5. `POST /service/logout?type=` revokes the session and answers the provider's end-session URL,
 *    where the web sends the browser to end the single-account session too.
 */

/** Paths the spec leaves unnamed ("the concrete paths: not shown"). */
export const AUTH_PATHS = {
  login: `${SERVICE_BASE}/login`,
  /** Where the provider sends the browser back (the web's /profile route). */
  callbackRoute: '/profile',
  /** Where the provider sends the browser after the end of the single-account session. */
  postLogoutRoute: '/service',
} as const;

/** Session lifetimes: a token dies after 2 h without renewal and every login after 12 h. */
export const SESSION_TIMES = {
  idleSeconds: 2 * 60 * 60,
  absoluteSeconds: 12 * 60 * 60,
  /** Past this part of its idle window, a token used on a call is renewed in the response. */
  renewAfterSeconds: 60 * 60,
  /** A renewed token's predecessor keeps working this long (calls already in flight). */
  renewalGraceSeconds: 60,
  /** How long a started login (state + PKCE verifier) may take. */
  loginStateSeconds: 10 * 60,
} as const;

/** Lifetimes of the government-app bridge credentials. */
export const BRIDGE_TIMES = {
  bridgeTokenSeconds: 5 * 60,
  signatureSeconds: 5 * 60,
} as const;

/**
 * The single account's account types; personal is the default (spec §6). `employer` accounts
 * belong to one employer of the service's records; `staff` act for the public service across
 * all employers. All three log in through the same provider and flow.
 */
export const ACCOUNT_TYPES = ['personal', 'employer', 'staff'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES).default('personal');
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const REDIRECT_MAX = 2000;

/** A redirect target: a path of this site (never another origin). */
export const RedirectTargetSchema = z
  .string()
  .max(REDIRECT_MAX)
  .regex(/^\/(?![/\\])[^\s]*$/, 'must be a path of this site');

/** `&` → `__` for the redirect query of the login path (spec §2). */
export function encodeRedirectTarget(target: string): string {
  return target.replace(/&/g, '__');
}

/** `__` → `&`: the target as the user started it. */
export function decodeRedirectTarget(encoded: string): string {
  return encoded.replace(/__/g, '&');
}

export const LoginQuerySchema = z.object({
  type: AccountTypeSchema,
  redirect: RedirectTargetSchema.default('/service'),
  /** Login page language: zh-Hant, pt or en (else Accept-Language). */
  lang: z.enum(['zh-Hant', 'pt', 'en']).optional(),
});
export type LoginQuery = z.input<typeof LoginQuerySchema>;

const OpaqueParam = safeString().min(1).max(1024);

export const AuthorizeQuerySchema = z.object({
  type: AccountTypeSchema,
  code: OpaqueParam,
  state: OpaqueParam,
  redirect_uri: z.url().max(REDIRECT_MAX),
  /** The `iss` the provider returned with the code (RFC 9207), when it did. */
  iss: z.url().max(REDIRECT_MAX).optional(),
});
export type AuthorizeQuery = z.input<typeof AuthorizeQuerySchema>;

/** Our own session token. */
export const SessionTokenSchema = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the token dies if it is not renewed. */
  expiresIn: z.number().int().min(0),
  /** Seconds until the login ends whatever happens. */
  absoluteExpiresIn: z.number().int().min(0),
});
export type SessionToken = z.infer<typeof SessionTokenSchema>;

export const AuthorizeResponseSchema = SessionTokenSchema.extend({
  /** The target given to the login path, with its `&` restored. */
  redirect: z.string(),
});
export type AuthorizeResponse = z.infer<typeof AuthorizeResponseSchema>;

export const RefreshTokenQuerySchema = z.object({
  type: AccountTypeSchema,
  token: safeString().min(1).max(256),
});
export type RefreshTokenQuery = z.input<typeof RefreshTokenQuerySchema>;

export const LogoutQuerySchema = z.object({ type: AccountTypeSchema });

export const LogoutResponseSchema = z.object({
  /** The provider's end-session URL; null when the provider has none. */
  logoutUrl: z.string().nullable(),
});
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/** Resident identity state: resident, resident document expired, or not a resident. */
export const RESIDENCIES = ['resident', 'documentExpired', 'notResident'] as const;
export type Residency = (typeof RESIDENCIES)[number];

export const IdentityDocSchema = z.object({
  identityType: z.number().int(),
  /** Last day the document is valid, `YYYY-MM-DD`. */
  identityValidDate: z.iso.date(),
});
export type IdentityDoc = z.infer<typeof IdentityDocSchema>;

/** Account profile (spec §3) plus what the web needs to route the four kinds of user (§6). */
export const AccountProfileSchema = z.object({
  identityDocs: z.array(IdentityDocSchema),
  identityNo: z.string(),
  euid: z.string(),
  name: z.string(),
  birthDate: z.iso.date().nullable(),
  /**
   * The Chinese and the Portuguese/English names and the sex (1 man, 2 woman) the provider gives,
   * so a new resume starts from them; null when it does not.
   */
  nameCn: z.string().nullable(),
  namePt: z.string().nullable(),
  sex: z.union([z.literal(1), z.literal(2)]).nullable(),
  isResident: z.boolean(),
  residency: z.enum(RESIDENCIES),
  /** Who the account acts as: a seeker (`personal`), an employer's account, or staff. */
  accountType: z.enum(ACCOUNT_TYPES),
  /** The employer an `employer` account belongs to; null for the other types. */
  employer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

/**
 * Government-app bridge. `GET /service/signature?url=` signs a page URL of this site for the
 * app shell's bridge (HMAC-SHA256 over `url`, `timestamp` and `nonceStr`, valid 5 minutes), so
 * the shell accepts bridge calls only from our pages. `GET /service/api/v1/ali-token` gives a
 * logged-in user a 5-minute HMAC-signed token scoped to the bridge (`scope: 'bridge'`), which the
 * shell may carry where it cannot send our Authorization header (file downloads it performs).
 */
export const SignatureQuerySchema = z.object({ url: z.url().max(REDIRECT_MAX) });

export const SignatureResponseSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
  expiresIn: z.number().int(),
});
export type SignatureResponse = z.infer<typeof SignatureResponseSchema>;

export const BRIDGE_SCOPE = 'bridge';

export const BridgeTokenResponseSchema = z.object({
  token: z.string(),
  scope: z.literal(BRIDGE_SCOPE),
  expiresIn: z.number().int(),
});
export type BridgeTokenResponse = z.infer<typeof BridgeTokenResponseSchema>;

/** Login, session and the government-app bridge's endpoints. */
export const AUTH_ENDPOINTS = endpoints('auth', {
  login: {
    method: 'GET',
    path: AUTH_PATHS.login,
    access: 'public',
    operationId: 'startLogin',
    summary: 'Start a login at the identity provider (redirect)',
    query: LoginQuerySchema,
    answers: 'redirect',
  },
  authorize: {
    method: 'POST',
    path: PATHS.authorize,
    access: 'public',
    operationId: 'authorize',
    summary: 'Exchange the provider’s authorization code for a session',
    query: AuthorizeQuerySchema,
    response: AuthorizeResponseSchema,
    errors: ['Unauthorized', 'FORBIDDEN_ROLE'],
  },
  accessToken: {
    method: 'POST',
    path: PATHS.accessToken,
    access: 'account',
    operationId: 'accessToken',
    summary: 'Read the token of the current session',
    response: SessionTokenSchema,
    errors: ['Unauthorized'],
  },
  refreshToken: {
    method: 'POST',
    path: PATHS.refreshToken,
    access: 'public',
    operationId: 'refreshToken',
    summary: 'Renew a session token',
    query: RefreshTokenQuerySchema,
    response: SessionTokenSchema,
    errors: ['Unauthorized'],
  },
  accountProfile: {
    method: 'GET',
    path: PATHS.accountProfile,
    access: 'account',
    operationId: 'getAccountProfile',
    summary: 'The logged-in account and its identity',
    response: AccountProfileSchema,
  },
  logout: {
    method: 'POST',
    path: PATHS.logout,
    access: 'account',
    operationId: 'logout',
    summary: 'End the session',
    query: LogoutQuerySchema,
    response: LogoutResponseSchema,
  },
  signature: {
    method: 'GET',
    path: PATHS.signature,
    access: 'public',
    operationId: 'getSignature',
    summary: 'Sign a page address for the host app',
    query: SignatureQuerySchema,
    response: SignatureResponseSchema,
  },
  aliToken: {
    method: 'GET',
    path: PATHS.aliToken,
    access: 'user',
    operationId: 'getAliToken',
    summary: 'A token for the host app’s services',
    response: BridgeTokenResponseSchema,
  },
});
