import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import type { AuthAccount, Authenticate, LiveSession } from './caller.ts';
import type { AuthLevel } from './route-access.ts';
import type { App } from './types.ts';
import { withFirst } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: AuthAccount | null;
    authSession: LiveSession | null;
  }
}

export interface AuthGuardOptions {
  authenticate: Authenticate;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller on a route of a logged-in level (throws 401 when called elsewhere without one). */
export function requireAccount(request: FastifyRequest): AuthAccount {
  if (!request.account) throw new AppError('Unauthorized');
  return request.account;
}

export function requireSession(request: FastifyRequest): LiveSession {
  if (!request.authSession) throw new AppError('Unauthorized');
  return request.authSession;
}

/** Throws the 403 of a caller who is not a resident with a valid document. */
export function assertResident(account: AuthAccount): void {
  if (account.residency === 'notResident') throw new AppError('BE_NOT_RESIDENT');
  if (account.residency === 'documentExpired') throw new AppError('BE_IDENTITY_DOC_EXPIRED');
}

/** Whether an account's type may use a route of a logged-in level. */
export function typeAllowed(level: Exclude<AuthLevel, 'public'>, account: AuthAccount): boolean {
  switch (level) {
    case 'account':
      return true;
    case 'user':
    case 'resident':
      return account.accountType === 'personal';
    case 'employer':
      return account.accountType === 'employer';
    case 'staff':
      return account.accountType === 'staff';
    case 'console':
      return account.accountType === 'employer' || account.accountType === 'staff';
  }
}

async function guard(
  authenticate: Authenticate,
  level: AuthLevel | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const found = token ? await authenticate(token) : null;
  if (found) {
    request.account = found.account;
    request.authSession = found.session;
    if (found.session.renewed) reply.header('authorization', `Bearer ${found.session.token}`);
  }
  if (level === undefined || level === 'public') return;
  if (!found) throw new AppError('Unauthorized');
  if (!typeAllowed(level, found.account)) throw new AppError('FORBIDDEN_ROLE');
  if (level === 'resident') assertResident(found.account);
}

/** The guard of a route of `level`, as its first own `onRequest` hook. */
function guardOf(authenticate: Authenticate, level: AuthLevel | undefined): onRequestHookHandler {
  if (level === undefined || level === 'public') {
    // The common case, a public route called without a token, goes on at once: no promise.
    return function publicGuard(request, reply, done) {
      if (request.headers.authorization === undefined) {
        done();
        return;
      }
      guard(authenticate, level, request, reply).then(() => done(), done);
    };
  }
  return function levelGuard(request, reply, done) {
    guard(authenticate, level, request, reply).then(() => done(), done);
  };
}

/**
 * Sets `request.account` from the bearer token and enforces each route's level
 * (platform/route-access.ts). A token past half its idle window is renewed: the response's
 * `Authorization` header carries `Bearer <new token>`.
 *
 * The guard is each route's own first `onRequest` hook, made for its level when the route is
 * added (after the app's hooks, before the route's rate limit): a request reads no route options
 * to learn its level. Only the routes added after this plugin have it; those before it (the
 * health checks) are public and read no account, and a request no route matches is not
 * authenticated (it answers 404 whoever asks).
 */
export const authGuard = fp<AuthGuardOptions>(
  async (app: App, options) => {
    app.decorateRequest('account', null);
    app.decorateRequest('authSession', null);
    app.addHook('onRoute', (route) => {
      route.onRequest = withFirst(
        guardOf(options.authenticate, route.config?.auth),
        route.onRequest,
      );
    });
  },
  { name: 'auth-guard' },
);
