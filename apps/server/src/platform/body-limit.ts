import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@vaga/contract';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route refuses a body over its limit: an upload names its file limit in the
     * spec's code (platform/multipart.ts, uploadRoute). BODY_TOO_LARGE in KB when unset.
     */
    tooLarge?: () => AppError;
  }
}

/**
 * What is read and dropped of a refused body after the answer, at most: then the connection is
 * closed. The answer goes out at once, without `Connection: close`; a client still sending gets
 * to read it before the connection goes (see drainRefusedBody).
 */
export const REFUSED_BODY_DRAIN = { maxBytes: 16 * 1024 * 1024, maxMs: 10_000 };

/** The largest body a route accepts: its own `bodyLimit`, else the server's. */
export function bodyLimitOf(request: FastifyRequest): number {
  return request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0;
}

/** The refusal of a body over the route's limit: the route's own, else BODY_TOO_LARGE in KB. */
export function bodyTooLarge(request: FastifyRequest): AppError {
  const own = request.routeOptions.config?.tooLarge;
  return own ? own() : new AppError('BODY_TOO_LARGE', [Math.floor(bodyLimitOf(request) / 1024)]);
}

const draining = new WeakSet<IncomingMessage>();

/**
 * Reads and drops what is left of a request body that was refused, up to REFUSED_BODY_DRAIN,
 * then closes the connection if the body is still coming. Closing at once would make the
 * client's next write fail (Node's fetch then reports a broken pipe instead of the answer, and
 * so does it when the answer says `Connection: close`); a client that has the answer stops
 * sending (Node's fetch, curl) or finishes its body (Chromium), and the connection stays usable.
 * Without this, Node would read an unread body to its end however long it is, and one a parser
 * stopped reading would hold the connection.
 */
export function drainRefusedBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed || draining.has(raw)) return;
  draining.add(raw);
  let dropped = 0;
  const cut = () => {
    clearTimeout(timer);
    // An incomplete request destroys its socket with it.
    raw.destroy();
  };
  const timer = setTimeout(cut, REFUSED_BODY_DRAIN.maxMs);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_DRAIN.maxBytes) cut();
  });
  raw.once('end', done);
  raw.once('error', done);
  raw.socket?.once?.('close', done);
  raw.unpipe();
  raw.resume();
}

/** Answers an AppError; a body still arriving is drained (drainRefusedBody). */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  drainRefusedBody(request);
  const body: ErrorBody = { code: error.code, errorArgs: error.errorArgs };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** A body over the route's limit: the route's refusal (bodyTooLarge); the rest is drained. */
export function sendBodyTooLarge(request: FastifyRequest, reply: FastifyReply) {
  return sendRefusal(request, reply, bodyTooLarge(request));
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
