import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowReplicaReads } from '../db/read-replica.ts';

/** The cookie that keeps a browser's reads on the primary for a while after it wrote. */
export const PRIMARY_PIN_COOKIE = 'vaga_primary';
/** How long after a write its writer reads from the primary only (seconds). */
export const PRIMARY_PIN_SECONDS = 10;

const READ_METHODS = new Set(['GET', 'HEAD']);

function pinned(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && cookie.includes(`${PRIMARY_PIN_COOKIE}=`);
}

/**
 * Which requests may read from the replica (docs/decisions.md "Reads on a replica"): a GET of a
 * public route (lists, search, server-rendered pages, the sitemap), unless its browser wrote in
 * the last PRIMARY_PIN_SECONDS (the cookie set below). Everything else, a person's own records
 * and every write, reads the primary. Installed only when DATABASE_READ_URL is set.
 */
export function installReplicaReads(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done) => {
    allowReplicaReads(
      READ_METHODS.has(request.method) &&
        request.routeOptions.config?.auth === 'public' &&
        !pinned(request),
    );
    done();
  });
  const attributes = `Max-Age=${PRIMARY_PIN_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      const earlier = reply.getHeader('set-cookie');
      const pin = `${PRIMARY_PIN_COOKIE}=1; ${attributes}`;
      const list =
        earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
      reply.header('set-cookie', [...list, pin]);
    }
    done(null, payload);
  });
}
