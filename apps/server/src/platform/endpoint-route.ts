import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointRequest } from '@vaga/contract';
import { Kept } from './kept.ts';
import { sendJson } from './json-body.ts';
import { sendKeptJson } from './serialized-answer.ts';
import type { App } from './types.ts';

/** The bearer scheme every logged-in operation names (the session token of /authorize). */
export const BEARER = 'bearer';

/** The request a handler receives: params, query and body validated against the endpoint. */
export type EndpointCall<E extends Endpoint> = FastifyRequest<EndpointRequest<E>>;

/** What a handler answers: the endpoint's response, or that response kept (platform/kept.ts). */
type Answer<E extends Endpoint> = EndpointAnswer<E> | Kept<EndpointAnswer<E>> | Kept<Buffer>;

/**
 * A handler answers the endpoint's response (or it kept, with until when it holds: how a
 * server-rendered page made of it is kept), or sends its answer itself through `reply`.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointCall<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply | undefined> | Answer<E> | FastifyReply;

/** What a module adds to a route beyond its endpoint: limits, hooks, a body parser's options. */
export type RouteExtras = Omit<
  Partial<RouteOptions>,
  'method' | 'url' | 'handler' | 'schema' | 'config'
> & {
  /** Config beside the access level (a rate limit of its own, …). */
  config?: Omit<FastifyContextConfig, 'auth'>;
  /** Schema beside what the endpoint declares (`consumes` of an upload, …). */
  schema?: FastifySchema;
  /**
   * The kept answers it returns are objects answered again while they hold: each is serialized
   * once and compressed once per encoding (platform/serialized-answer.ts), not at every request.
   */
  serializeOnce?: true;
};

/**
 * Sends a kept answer: JSON bytes written once as they are (sendJson), an object serialized
 * once when the route says so (sendKeptJson), else as any answer.
 */
function sendKept(
  reply: FastifyReply,
  kept: Kept<unknown>,
  once: boolean,
  schema: unknown,
): unknown {
  const { value } = kept;
  if (Buffer.isBuffer(value)) return sendJson(reply, value);
  if (once && typeof value === 'object' && value !== null)
    return sendKeptJson(reply, value, schema);
  return value;
}

/** The route schema of an endpoint: its inputs, its answer and its OpenAPI operation. */
export function endpointSchema(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  const status = endpoint.status ?? 200;
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.tags ? { tags: [...endpoint.tags] } : {}),
    ...(endpoint.access === 'public' ? {} : { security: [{ [BEARER]: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.response ? { response: { [status]: endpoint.response } } : {}),
  };
}

/**
 * Registers the route of `endpoint`: its method, path and access level, with its inputs
 * validated and its answer serialized by the endpoint's schemas. The handler is all a module
 * writes. A public GET's handler is also noted in `app.publicReads`, where a server-rendered
 * page reads it (modules/pages/page-transport.ts), and may answer a kept value.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { config, schema, serializeOnce, ...options } = extras;
  let routeHandler = handler as unknown as RouteOptions['handler'];
  if (endpoint.method === 'GET' && endpoint.access === 'public') {
    app.publicReads.record(endpoint, routeHandler);
    const read = routeHandler;
    const once = serializeOnce === true;
    // The schema the route serializes its 200 answers by (a module's own schema comes first).
    const response = (schema?.response ?? { 200: endpoint.response }) as Record<string, unknown>;
    const answerSchema = response[200] ?? response['2xx'] ?? null;
    const answered = (out: unknown, reply: FastifyReply) =>
      out instanceof Kept ? sendKept(reply, out, once, answerSchema) : out;
    routeHandler = function (request, reply) {
      const out: unknown = read.call(this, request, reply);
      return out instanceof Promise
        ? out.then((value: unknown) => answered(value, reply))
        : answered(out, reply);
    };
  }
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, auth: endpoint.access },
    schema: { ...endpointSchema(endpoint), ...schema },
    handler: routeHandler,
  });
}
