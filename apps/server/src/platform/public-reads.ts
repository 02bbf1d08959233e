import { ENDPOINT_LIST, type Endpoint } from '@vaga/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from './app-error.ts';

/** A route handler as registered (endpoint-route.ts), called with a request and a reply. */
export type ReadHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** An endpoint whose path template matched a path, with the path's parameters (as strings). */
export interface MatchedEndpoint {
  endpoint: Endpoint;
  params: Record<string, string>;
}

interface Template {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  /** Static segments before the first parameter: a longer static prefix is matched first. */
  rank: number;
}

/** `/a/:id/b` → a RegExp capturing each parameter (one path segment, as Fastify's are). */
function templateOf(endpoint: Endpoint): Template {
  const names: string[] = [];
  const segments = endpoint.path.split('/');
  const source = segments
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const rank = segments.findIndex((segment) => segment.startsWith(':'));
  return { endpoint, pattern: new RegExp(`^${source}$`), names, rank };
}

/**
 * The GET endpoints of the endpoint table and the handlers of the public ones, as their routes
 * registered them (endpoint-route.ts): what a server-rendered page reads through
 * (modules/pages/page-transport.ts). A path is matched as the router does: a static path first,
 * then templates with the longest static prefix.
 */
export class PublicReads {
  private readonly handlers = new Map<Endpoint, ReadHandler>();
  private readonly exact = new Map<string, Endpoint>();
  private readonly templates: Template[] = [];

  constructor(endpoints: readonly Endpoint[] = ENDPOINT_LIST) {
    for (const endpoint of endpoints) {
      if (endpoint.method !== 'GET') continue;
      if (endpoint.path.includes(':')) this.templates.push(templateOf(endpoint));
      else this.exact.set(endpoint.path, endpoint);
    }
    this.templates.sort((a, b) => b.rank - a.rank);
  }

  /** Notes the handler of a public GET endpoint's route. */
  record(endpoint: Endpoint, handler: ReadHandler): void {
    if (endpoint.method === 'GET' && endpoint.access === 'public')
      this.handlers.set(endpoint, handler);
  }

  /** The GET endpoint of `path` (any access level), with its parameters; null for none. */
  match(path: string): MatchedEndpoint | null {
    const endpoint = this.exact.get(path);
    if (endpoint) return { endpoint, params: {} };
    for (const template of this.templates) {
      const found = template.pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { endpoint: template.endpoint, params };
    }
    return null;
  }

  /**
   * The handler of a public endpoint's route. Any other endpoint refuses as it refuses a caller
   * without a login (Unauthorized); one no route registered is not found.
   */
  handler(endpoint: Endpoint): ReadHandler {
    if (endpoint.access !== 'public') throw new AppError('Unauthorized');
    const handler = this.handlers.get(endpoint);
    if (!handler) throw new AppError('NOT_FOUND');
    return handler;
  }
}

/**
 * `input` read by an endpoint's schema of `context` (`params`, `querystring`), as its route
 * validates it: a failure is VALIDATION_FAIL naming the first failing field.
 */
export function validated(schema: ZodType | undefined, input: unknown, context: string): unknown {
  if (!schema) return input;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const path = result.error.issues[0]?.path ?? [];
  throw new AppError('VALIDATION_FAIL', [[context, ...path.map(String)].join('.')]);
}
