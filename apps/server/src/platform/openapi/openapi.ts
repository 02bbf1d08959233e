import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ENDPOINT_LIST, PATHS, type Endpoint } from '@vaga/contract';
import { registerWithAccess, routeAccessTable, type RouteAccess } from '../route-access.ts';
import type { App } from '../types.ts';
import {
  ERROR_BODY_SCHEMA_NAME,
  errorBodyComponent,
  errorResponses,
  routeErrorCodes,
} from './error-responses.ts';
import { fixSchemas } from './schema-fixes.ts';

import { BEARER } from '../endpoint-route.ts';

export { BEARER };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationObject {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface OpenApiObject {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
  components?: { schemas?: Record<string, unknown> };
}

const byRoute = new Map(ENDPOINT_LIST.map((e) => [`${e.method} ${e.path}`, e]));
/** The contract's endpoint of a route. */
const endpointOf = (method: string, url: string): Endpoint | undefined =>
  byRoute.get(`${method} ${url}`);

/** `/a/{id}` as Fastify writes it: `/a/:id`. */
const fastifyUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Completes each operation from the route it documents (its operationId and summary come with the
 * route's schema, from its endpoint): `security` from its access level (`[]` on public
 * operations), and its error answers (the codes of its kind and those its endpoint declares);
 * then fixes the schemas OpenAPI 3.0 reads otherwise.
 */
export function completeDocument(doc: OpenApiObject, routes: readonly RouteAccess[]): void {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const METHOD = method.toUpperCase();
      const access = routes.find((r) => r.method === METHOD && r.url === fastifyUrl(path));
      const errors = endpointOf(METHOD, fastifyUrl(path))?.errors ?? [];
      const auth = access?.auth ?? 'public';
      op.security = auth === 'public' ? [] : [{ [BEARER]: [] }];
      const codes = routeErrorCodes({
        auth,
        rateLimited: access?.rateLimit != null,
        takesInput: (op.parameters ?? []).some((p) => p.in !== 'header'),
        takesPathParams: (op.parameters ?? []).some((p) => p.in === 'path'),
        // A DELETE may take a body too (a push subscription's endpoint).
        takesBody:
          method === 'post' || method === 'put' || method === 'patch' || op.requestBody != null,
      });
      op.responses = { ...op.responses, ...errorResponses([...codes, ...errors]) };
    }
  }
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, [ERROR_BODY_SCHEMA_NAME]: errorBodyComponent },
  };
  fixSchemas(doc.paths);
}

/** The OpenAPI document at PATHS.openapi and its browsable page at PATHS.docs. */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Vaga API',
        version: process.env.npm_package_version ?? '0.1.0',
        description:
          'The API of Vaga, the job-seeking service of Macao’s public employment service. ' +
          'Errors answer `{ code, errorArgs }` with a code of the error catalogue.',
      },
      // Relative: the paths start at the origin that serves this document, demo or production.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      completeDocument(document.openapiObject as OpenApiObject, routeAccessTable(app));
      return document.openapiObject;
    },
  });
  app.get(PATHS.openapi, { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await registerWithAccess(app, 'public', () =>
    app.register(swaggerUi, {
      routePrefix: PATHS.docs,
      staticCSP: true,
      uiConfig: { url: PATHS.openapi },
    }),
  );
}
