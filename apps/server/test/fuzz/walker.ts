import fc from 'fast-check';
import { ErrorBodySchema, isErrorCode } from '@vaga/contract';
import type { App } from '../../src/platform/types.ts';
import { fromSchema, urlText, type JsonSchema } from './arbitraries.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface FuzzFailure {
  method: string;
  url: string;
  status: number;
  body: string;
  reason: string;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  /** Generated requests per operation, besides the named cases. */
  runs: number;
  /** The walk stops sending new requests after this long. */
  timeLimitMs: number;
  seed?: number;
  /** Only the operations whose path this accepts. */
  only?: (path: string) => boolean;
  /** The Authorization headers to choose from (each operation asks afresh: writes may end a session). */
  identities: () => Promise<Record<string, string>[]>;
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's OpenAPI document. */
export async function openApiOperations(app: App): Promise<Operation[]> {
  const doc = (await app.inject('/service/openapi.json')).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = (
        op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema;
      operations.push({ method, path, parameters: op.parameters ?? [], body });
    }
  }
  return operations;
}

function urlOf(op: Operation, values: Record<string, string | undefined>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[`path:${name}`] ?? '1');
  const query = op.parameters
    .filter((p) => p.in === 'query' && values[`query:${p.name}`] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${values[`query:${p.name}`]}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** The named cases of an operation: every parameter with each known bad value, and bad bodies. */
function namedRequests(op: Operation, auth: Record<string, string>): Request[] {
  const requests: Request[] = [];
  const method = op.method.toUpperCase();
  for (const param of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    for (const value of ['%00', '%ZZ', '0x10', '%2B1', '1e3', '%E2%80%AE', 'a'.repeat(3000)]) {
      requests.push({
        method,
        url: urlOf(op, { [`${param.in}:${param.name}`]: value }),
        headers: auth,
      });
    }
  }
  if (BODY_METHODS.has(op.method)) {
    const url = urlOf(op, {});
    for (const [type, payload] of [
      ['multipart/form-data', 'xx'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nx\r\n--ab',
      ],
      ['application/json', '{'],
      ['application/json', '"\\u0000"'],
      ['application/json', '{"a":"\\u0000\\u202e"}'],
      ['text/plain', 'x'],
      ['application/x-www-form-urlencoded', 'a=%00'],
    ]) {
      requests.push({ method, url, headers: { ...auth, 'content-type': type }, payload });
    }
  }
  return requests;
}

function generatedRequests(
  op: Operation,
  identities: Record<string, string>[],
  runs: number,
  seed: number,
): Request[] {
  const params: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    params[`${p.in}:${p.name}`] = fc.option(urlText, { nil: undefined, freq: 3 });
  }
  const arbitrary = fc.record({
    values: fc.record(params),
    body: BODY_METHODS.has(op.method) ? fromSchema(op.body) : fc.constant(undefined),
    who: fc.nat({ max: identities.length - 1 }),
  });
  return fc.sample(arbitrary, { numRuns: runs, seed }).map(({ values, body, who }) => ({
    method: op.method.toUpperCase(),
    url: urlOf(op, values),
    headers: {
      ...identities[who],
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  }));
}

/** Why an answer is wrong: a 5xx, or a 4xx outside the catalogue shape; null when it is fine. */
export function faultOf(status: number, body: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'error body is not JSON';
  }
  const shaped = ErrorBodySchema.safeParse(parsed);
  if (!shaped.success) return 'error body is not {code, errorArgs}';
  if (!isErrorCode(shaped.data.code)) return `code ${shaped.data.code} is not in the catalogue`;
  return null;
}

/**
 * Walks every operation of the OpenAPI document with the named bad inputs and `runs` generated
 * ones (fast-check, from each operation's schemas), and reports every 5xx and every error
 * answer outside the catalogue shape. Bounded by `timeLimitMs`.
 */
export async function fuzzOpenApi(app: App, options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const deadline = Date.now() + options.timeLimitMs;
  const operations = (await openApiOperations(app)).filter(
    (op) => !options.only || options.only(op.path),
  );
  const report: FuzzReport = { seed, operations: 0, requests: 0, failures: [] };
  for (const [index, op] of operations.entries()) {
    if (Date.now() > deadline) break;
    const identities = [{}, ...(await options.identities())];
    const requests = [
      ...namedRequests(op, identities[1] ?? {}),
      ...generatedRequests(op, identities, options.runs, seed + index),
    ];
    for (const request of requests) {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      report.requests += 1;
      const reason = faultOf(response.statusCode, response.body);
      if (reason) {
        report.failures.push({
          method: request.method,
          url: request.url.slice(0, 200),
          status: response.statusCode,
          body: response.body.slice(0, 300),
          reason,
        });
      }
    }
    report.operations += 1;
  }
  return report;
}
