import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthAccount } from '../modules/auth/auth.service.ts';
import type { LiveSession } from '../modules/auth/sessions.ts';
import { AppError } from './app-error.ts';
import type { App } from './types.ts';

/**
 * Who may call a route, set per route as `config: { auth: 'public' | 'user' | 'resident' }`
 * (public when absent):
 * - public: anyone; a valid token still sets `request.account`;
 * - user: a live session token (else 401 `Unauthorized`);
 * - resident: a user holding a valid type 14/15 document (else 403 `BE_NOT_RESIDENT`, or
 *   403 `BE_IDENTITY_DOC_EXPIRED` when the resident document has passed its valid date).
 * A token past half its idle window is renewed: the response's `Authorization` header carries
 * `Bearer <new token>`.
 */
export type AuthLevel = 'public' | 'user' | 'resident';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    account: AuthAccount | null;
    authSession: LiveSession | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller on a `user` or `resident` route (throws 401 when called elsewhere without one). */
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

async function guard(app: App, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const level: AuthLevel = request.routeOptions.config?.auth ?? 'public';
  const token = bearerToken(request.headers.authorization);
  const found = token ? await app.services.auth.authenticate(token) : null;
  if (found) {
    request.account = found.account;
    request.authSession = found.session;
    if (found.session.renewed) reply.header('authorization', `Bearer ${found.session.token}`);
  }
  if (level === 'public') return;
  if (!found) throw new AppError('Unauthorized');
  if (level === 'resident') assertResident(found.account);
}

export const authGuard = fp(
  async (app: App) => {
    app.decorateRequest('account', null);
    app.decorateRequest('authSession', null);
    app.addHook('onRequest', (request, reply) => guard(app, request, reply));
  },
  { name: 'auth-guard' },
);
