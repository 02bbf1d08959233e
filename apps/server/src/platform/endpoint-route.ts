import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import type { Endpoint, EndpointAnswer, EndpointRequest } from '@vaga/contract';
import type { App } from './types.ts';

/** The bearer scheme every logged-in operation names (the session token of /authorize). */
export const BEARER = 'bearer';

/** The request a handler receives: params, query and body validated against the endpoint. */
export type EndpointCall<E extends Endpoint> = FastifyRequest<EndpointRequest<E>>;

/** A handler answers the endpoint's response, or sends its answer itself through `reply`. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointCall<E>,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply | undefined> | EndpointAnswer<E> | FastifyReply;

/** What a module adds to a route beyond its endpoint: limits, hooks, a body parser's options. */
export type RouteExtras = Omit<
  Partial<RouteOptions>,
  'method' | 'url' | 'handler' | 'schema' | 'config'
> & {
  /** Config beside the access level (a rate limit of its own, …). */
  config?: Omit<FastifyContextConfig, 'auth'>;
  /** Schema beside what the endpoint declares (`consumes` of an upload, …). */
  schema?: FastifySchema;
};

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
 * writes.
 */
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { config, schema, ...options } = extras;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...config, auth: endpoint.access },
    schema: { ...endpointSchema(endpoint), ...schema },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
