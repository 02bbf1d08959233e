import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { App } from './types.ts';

/** The header a proxy passes its request id in, and the answer returns it in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An id believed from a proxy: up to 128 characters that are safe in a header and a log line
 * (nginx's `$request_id` is 32 hex digits, a UUID 36 characters). Anything else is replaced.
 */
const SAFE_ID = /^[A-Za-z0-9._:=+/@-]{1,128}$/;

/**
 * Request ids (the `reqId` of every log line of a request). Behind a proxy (TRUST_PROXY), the
 * id in a trusted proxy's `X-Request-Id` is the request's own, so the proxy's log and ours share
 * it; any other request, or an id that is too long or has other characters, gets one made here,
 * unique across instances. Without TRUST_PROXY no header is believed and Fastify's own ids stay.
 */
export function requestIdOptions(trustProxy: string[]): Pick<FastifyServerOptions, 'genReqId'> {
  if (trustProxy.length === 0) return {};
  const trusted = proxyAddr.compile(trustProxy);
  const instance = randomBytes(4).toString('hex');
  let made = 0;
  return {
    genReqId(request: IncomingMessage) {
      const incoming = request.headers[REQUEST_ID_HEADER];
      if (
        typeof incoming === 'string' &&
        SAFE_ID.test(incoming) &&
        trusted(request.socket.remoteAddress ?? '', 0)
      ) {
        return incoming;
      }
      made = (made + 1) % Number.MAX_SAFE_INTEGER;
      return `${instance}-${made.toString(36)}`;
    },
  };
}

/**
 * Behind a proxy, every answer carries its request id in `X-Request-Id`. Without TRUST_PROXY no
 * hook is added (the request path stays as short as bare Fastify's).
 */
export function installRequestIdHeader(app: App, trustProxy: string[]): void {
  if (trustProxy.length === 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
