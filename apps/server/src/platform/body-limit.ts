import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@vaga/contract';

/** The largest body a route accepts: its own `bodyLimit`, else the server's. */
export function bodyLimitOf(request: FastifyRequest): number {
  return request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
}

/** BODY_TOO_LARGE with the limit in KB; the connection closes, so the rest is never read. */
export function sendBodyTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    code: 'BODY_TOO_LARGE',
    errorArgs: [Math.floor(bodyLimitOf(request) / 1024)],
  };
  return reply
    .status(413)
    .header('connection', 'close')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * Refuses a declared `Content-Length` over the route's limit as soon as the headers arrive,
 * before a byte of the body is read — for every route, including the multipart ones whose
 * body is read by the handler. A body sent without a length is cut off at the limit where it is
 * read (Fastify's parsers, platform/multipart.ts).
 */
export function installBodyLimit(app: FastifyInstance): void {
  // Callback style: no promise on the path of every request.
  app.addHook('onRequest', (request, reply, done) => {
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      const length = Number(declared);
      if (Number.isFinite(length) && length > bodyLimitOf(request)) {
        // Answered here: `done` is not called, so no later hook or handler runs.
        sendBodyTooLarge(request, reply);
        return;
      }
    }
    done();
  });
}
