import type { ApiLanguage, Endpoint } from '@vaga/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import { endpointSchema } from '../../platform/endpoint-route.ts';
import { Kept } from '../../platform/kept.ts';
import { validated } from '../../platform/public-reads.ts';
import type { App } from '../../platform/types.ts';

/** A route's answer to a page: its value as the handler gave it, kept or not. */
export interface PublicAnswer {
  /** The handler's value (a kept answer's `value`; bytes a handler sent itself). */
  value: unknown;
  /** The kept value the handler answered, when it answered one. */
  kept: Kept<unknown> | null;
  /** The answer as the API sends it: checked and cut by the endpoint's response schema. */
  body: () => unknown;
}

/** A page's read of one public endpoint, matched from its path. */
export interface PublicRead {
  endpoint: Endpoint;
  /** The path's parameters as written (strings). */
  params: Record<string, string>;
  answer: () => Promise<PublicAnswer>;
}

/**
 * The reply a handler answers a page through: it keeps what is sent (a handler that sends its
 * answer itself, JSON bytes written once) instead of writing it to a socket.
 */
class PageReply {
  statusCode = 200;
  sent = false;
  payload: unknown = undefined;
  private readonly headers: Record<string, unknown> = {};
  readonly routeOptions: { schema: ReturnType<typeof endpointSchema> };

  constructor(
    private readonly endpoint: Endpoint,
    readonly request: FastifyRequest,
  ) {
    this.routeOptions = { schema: endpointSchema(endpoint) };
  }

  header(name: string, value: unknown): this {
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  getHeader(name: string): unknown {
    return this.headers[name.toLowerCase()];
  }

  hasHeader(name: string): boolean {
    return name.toLowerCase() in this.headers;
  }

  type(value: string): this {
    return this.header('content-type', value);
  }

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  code(code: number): this {
    return this.status(code);
  }

  serialize(value: unknown): string {
    const schema = this.endpoint.response;
    return JSON.stringify(schema ? schema.parse(value) : value);
  }

  send(payload?: unknown): this {
    this.sent = true;
    this.payload = payload;
    return this;
  }
}

/** An answer's JSON as the API sends it, from the handler's value. */
function bodyOf(endpoint: Endpoint, value: unknown): unknown {
  if (Buffer.isBuffer(value)) return JSON.parse(value.toString('utf8')) as unknown;
  if (typeof value === 'string') return JSON.parse(value) as unknown;
  return endpoint.response ? endpoint.response.parse(value) : value;
}

/**
 * The read of `path` (an API path, as the web app asks it) with `query` by a page: the public GET
 * endpoint of the endpoint table whose template matches it, answered by its route's own handler
 * (app.publicReads) with the parameters and query its schemas validate, for `lang` and a visitor
 * without an account at `ip`. A path of no GET endpoint is not found; one of an endpoint that is
 * not public refuses as for a caller without a login.
 */
export function readPublic(
  app: App,
  path: string,
  query: Record<string, string>,
  visitor: { lang: ApiLanguage; ip: string },
): PublicRead {
  const matched = app.publicReads.match(path);
  if (!matched) throw new AppError('NOT_FOUND');
  const { endpoint } = matched;
  const handler = app.publicReads.handler(endpoint);
  const answer = async (): Promise<PublicAnswer> => {
    const request = {
      params: validated(endpoint.params, matched.params, 'params'),
      query: validated(endpoint.query, query, 'querystring'),
      headers: { 'accept-language': visitor.lang },
      account: undefined,
      ip: visitor.ip,
      log: app.log,
    } as unknown as FastifyRequest;
    const reply = new PageReply(endpoint, request);
    const out = await handler.call(app, request, reply as unknown as FastifyReply);
    if (reply.statusCode >= 400) throw new AppError('NOT_FOUND');
    if (out instanceof Kept) {
      const value: unknown = out.value;
      return { value, kept: out, body: () => bodyOf(endpoint, value) };
    }
    const value = reply.sent ? reply.payload : out;
    return { value, kept: null, body: () => bodyOf(endpoint, value) };
  };
  return { endpoint, params: matched.params, answer };
}
