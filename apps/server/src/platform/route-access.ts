import type { FastifyContextConfig, FastifyInstance, RouteOptions } from 'fastify';
import { ACCESS_LEVELS, WRITE_RATE_LIMIT, type Access } from '@vaga/contract';

/**
 * Who may call a route: the levels of the contract (ACCESS_LEVELS, endpoint.ts). Every route
 * declares one as `config: { auth: <level> }` (an endpoint's route from its declaration); a route
 * without it stops the app at start-up (deny by default: nothing is public by accident).
 */
export const AUTH_LEVELS = ACCESS_LEVELS;
export type AuthLevel = Access;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
}

/** A route as the access table lists it. */
export interface RouteAccess {
  method: string;
  url: string;
  auth: AuthLevel;
  /** The route's rate limit (null: none). */
  rateLimit: { max: number; timeWindow: number } | null;
}

/** What a route reads from the client, as its schema declares it (tests walk the fields). */
export interface RouteInputs {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
}

const CONTEXT_LEVEL = Symbol('routeAccessLevel');
const tables = new WeakMap<FastifyInstance, RouteAccess[]>();
const inputTables = new WeakMap<FastifyInstance, RouteInputs[]>();
const READ_METHODS = new Set(['GET', 'HEAD']);

const CONTEXT_CONFIG = Symbol('routeAccessConfig');
type LevelledContext = FastifyInstance & {
  [CONTEXT_LEVEL]?: AuthLevel;
  [CONTEXT_CONFIG]?: FastifyContextConfig;
};

/** Whether a route changes something (any method other than GET and HEAD). */
export function isWriteRoute(method: string | string[]): boolean {
  return (Array.isArray(method) ? method : [method]).some((m) => !READ_METHODS.has(m));
}

/** The default limit of a write route: WRITE_RATE_LIMIT of the contract. */
export const DEFAULT_WRITE_RATE_LIMIT = {
  max: WRITE_RATE_LIMIT.max,
  timeWindow: WRITE_RATE_LIMIT.timeWindowMs,
};

/**
 * Registers a third-party plugin whose routes cannot carry our config (the API docs, the
 * static files of the web app): every route it adds while `register` runs gets `level`,
 * unless the route sets its own, and the entries of `config` it does not set itself.
 */
export async function registerWithAccess(
  app: FastifyInstance,
  level: AuthLevel,
  register: () => PromiseLike<unknown>,
  config?: FastifyContextConfig,
): Promise<void> {
  const context = app as LevelledContext;
  context[CONTEXT_LEVEL] = level;
  context[CONTEXT_CONFIG] = config;
  try {
    await register();
  } finally {
    delete context[CONTEXT_LEVEL];
    delete context[CONTEXT_CONFIG];
  }
}

/**
 * Installs the start-up checks on `app` (before any route): a route without a level throws,
 * and a write route without a rate limit of its own gets DEFAULT_WRITE_RATE_LIMIT. Must be
 * added before the rate-limit plugin, whose own route hook then applies the limit.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const table: RouteAccess[] = [];
  tables.set(app, table);
  const inputs: RouteInputs[] = [];
  inputTables.set(app, inputs);
  app.addHook('onRoute', function checkRouteAccess(this: FastifyInstance, route: RouteOptions) {
    // A fresh object: modules share one config object between several routes.
    const config = { ...(this as LevelledContext)[CONTEXT_CONFIG], ...route.config };
    config.auth ??= (this as LevelledContext)[CONTEXT_LEVEL];
    if (!config.auth || !(AUTH_LEVELS as readonly string[]).includes(config.auth)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access level (config.auth)`,
      );
    }
    if (config.rateLimit === undefined && isWriteRoute(route.method)) {
      config.rateLimit = { ...DEFAULT_WRITE_RATE_LIMIT };
    }
    route.config = config;
    const limit = config.rateLimit;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      inputs.push({ method, url: route.url, body: schema?.body, querystring: schema?.querystring });
      table.push({
        method,
        url: route.url,
        auth: config.auth,
        rateLimit:
          limit && typeof limit === 'object'
            ? { max: Number(limit.max), timeWindow: Number(limit.timeWindow) }
            : null,
      });
    }
  });
}

/** Every route of the app with the schemas of its body and query string. */
export function routeInputsTable(app: FastifyInstance): readonly RouteInputs[] {
  return inputTables.get(app) ?? [];
}

/** Every route of the app with its level and limit, in registration order. */
export function routeAccessTable(app: FastifyInstance): readonly RouteAccess[] {
  return tables.get(app) ?? [];
}
