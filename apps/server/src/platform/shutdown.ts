import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: once the server starts closing it takes no new connection and Fastify
 * waits for the requests in flight; each answer sent meanwhile ends its connection, so a
 * kept-alive client does not hold the server open until its idle timeout.
 */
export function installGracefulShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Not async: a hook that answers through `done` costs no promise on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
