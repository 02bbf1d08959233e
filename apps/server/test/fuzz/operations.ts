import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ENDPOINT_LIST, errorStatus, type Endpoint } from '@vaga/contract';
import { routeErrorCodes } from '../../src/platform/openapi/error-responses.ts';
import { fixSchemas } from '../../src/platform/openapi/schema-fixes.ts';
import { routeAccessTable } from '../../src/platform/route-access.ts';
import type { App } from '../../src/platform/types.ts';
import type { JsonSchema } from './arbitraries.ts';

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One endpoint of the table, as the walkers send it. */
export interface Operation {
  endpoint: Endpoint;
  /** Lower case, as `get`, `post`. */
  method: string;
  /** The endpoint's path, in Fastify's form (`:name` parameters). */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /**
   * The error codes each status of the endpoint may answer: those it declares and those of its
   * kind (its access level, inputs and rate limit), as `routeErrorCodes` gives them.
   */
  errors: Map<number, Set<string>>;
}

/**
 * The JSON schemas of an endpoint's inputs, written by the converter the server's routes use
 * (zod's, for OpenAPI 3.0), with the same fixes of zod's output.
 */
function inputSchemas(endpoint: Endpoint): Record<'params' | 'querystring' | 'body', JsonSchema> {
  const schema: Record<string, z.ZodType> = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const { schema: converted } = jsonSchemaTransform({
    schema: schema as FastifySchema,
    url: endpoint.path,
    openapiObject: { openapi: '3.0.3' },
  } as Parameters<typeof jsonSchemaTransform>[0]);
  fixSchemas(converted);
  return converted as Record<'params' | 'querystring' | 'body', JsonSchema>;
}

/** The parameters an object schema of the path or query gives, one per property. */
function parametersOf(where: Parameter['in'], schema: JsonSchema | undefined): Parameter[] {
  const required = new Set(schema?.required ?? []);
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    in: where,
    name,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** Every code an endpoint may answer, by status. */
function errorsOf(
  endpoint: Endpoint,
  parameters: Parameter[],
  rateLimited: boolean,
): Map<number, Set<string>> {
  const codes = routeErrorCodes({
    auth: endpoint.access,
    rateLimited,
    takesInput: parameters.length > 0,
    takesPathParams: parameters.some((p) => p.in === 'path'),
    // A DELETE may take a body too (a push subscription's endpoint).
    takesBody:
      endpoint.method === 'POST' ||
      endpoint.method === 'PUT' ||
      endpoint.method === 'PATCH' ||
      endpoint.body !== undefined,
  });
  const errors = new Map<number, Set<string>>();
  for (const code of [...codes, ...(endpoint.errors ?? [])]) {
    const status = errorStatus(code);
    errors.set(status, (errors.get(status) ?? new Set()).add(code));
  }
  return errors;
}

/**
 * The operations of the endpoint table (every API endpoint, or those given): schemas, access
 * level and declared codes from each declaration; whether it is rate limited from the app's
 * routes (a module's own limit, or the default one of every write).
 */
export function tableOperations(
  app: App,
  endpoints: readonly Endpoint[] = ENDPOINT_LIST,
): Operation[] {
  const routes = routeAccessTable(app);
  return endpoints.map((endpoint) => {
    const schemas = inputSchemas(endpoint);
    const parameters = [
      ...parametersOf('path', schemas.params),
      ...parametersOf('query', schemas.querystring),
    ];
    const route = routes.find((r) => r.method === endpoint.method && r.url === endpoint.path);
    if (!route) throw new Error(`${endpoint.method} ${endpoint.path} has no route in the app`);
    return {
      endpoint,
      method: endpoint.method.toLowerCase(),
      path: endpoint.path,
      parameters,
      body: schemas.body,
      errors: errorsOf(endpoint, parameters, route.rateLimit !== null),
    };
  });
}
