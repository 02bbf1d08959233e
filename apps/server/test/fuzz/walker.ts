import fc from 'fast-check';
import { ErrorBodySchema, isErrorCode, type Endpoint } from '@vaga/contract';
import type { App } from '../../src/platform/types.ts';
import { fromSchema, urlText } from './arbitraries.ts';
import { exampleOf, integerPaths, INTEGER_EDGES, withValue } from './integer-edges.ts';
import { tableOperations, type Operation, type Parameter } from './operations.ts';

export interface FuzzFailure {
  method: string;
  url: string;
  status: number;
  body: string;
  reason: string;
  payload?: string;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  /** Requests with an integer field at an edge (INTEGER_EDGES), the rest of the request valid. */
  edgeRequests: number;
  /** Operations with integer fields, and those whose valid request passed validation (so an edge
   * the schema does not bound reaches the service and the database). */
  edgeOperations: number;
  edgeOperationsValid: number;
  failures: FuzzFailure[];
}

export interface FuzzOptions {
  /** Generated requests per operation, besides the named cases. */
  runs: number;
  /** The walk stops sending new requests after this long. */
  timeLimitMs: number;
  seed?: number;
  /** The endpoints to walk (default: the whole table, ENDPOINT_LIST). */
  endpoints?: readonly Endpoint[];
  /** The Authorization headers to choose from (each operation asks afresh: writes may end a session). */
  identities: () => Promise<Record<string, string>[]>;
  /** Also send every integer field at INTEGER_EDGES in an otherwise valid request (default true). */
  integerEdges?: boolean;
}

export interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export function urlOf(op: Operation, values: Record<string, string | undefined>): string {
  const path = op.path.replace(/:(\w+)/g, (_, name: string) => values[`path:${name}`] ?? '1');
  const query = op.parameters
    .filter((p) => p.in === 'query' && values[`query:${p.name}`] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${values[`query:${p.name}`]}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** A parameter's value in a valid request, as URL text. */
function exampleParam(param: Parameter): string {
  return encodeURIComponent(String(exampleOf(param.schema) ?? '1'));
}

/** The parameters of a valid request: every path parameter and the required query ones. */
export function exampleValues(op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path' || (p.in === 'query' && p.required)) {
      values[`${p.in}:${p.name}`] = exampleParam(p);
    }
  }
  return values;
}

/** The valid request of an operation (its example body and parameters). */
export function exampleRequest(op: Operation, auth: Record<string, string>): Request {
  const body = BODY_METHODS.has(op.method) && op.body ? exampleOf(op.body) : undefined;
  return {
    method: op.method.toUpperCase(),
    url: urlOf(op, exampleValues(op)),
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The valid request with each integer field, in turn, at each of INTEGER_EDGES. */
function integerEdgeRequests(op: Operation, auth: Record<string, string>): Request[] {
  const base = exampleRequest(op, auth);
  const requests: Request[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    if (integerPaths(p.schema).length === 0) continue;
    for (const edge of INTEGER_EDGES) {
      const values = { ...exampleValues(op), [`${p.in}:${p.name}`]: String(edge) };
      requests.push({ ...base, url: urlOf(op, values) });
    }
  }
  if (base.payload !== undefined) {
    const body = JSON.parse(base.payload) as Parameters<typeof withValue>[0];
    for (const path of integerPaths(op.body)) {
      for (const edge of INTEGER_EDGES) {
        requests.push({ ...base, payload: JSON.stringify(withValue(body, path, edge)) });
      }
    }
  }
  return requests;
}

/**
 * The identity the operation lets in (its valid request is not refused 401/403), else the
 * first, and whether that request passed validation.
 */
export async function admittedIdentity(
  app: App,
  op: Operation,
  identities: Record<string, string>[],
): Promise<{ index: number; valid: boolean }> {
  for (const [index, auth] of identities.entries()) {
    const request = exampleRequest(op, auth);
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    if (response.statusCode !== 401 && response.statusCode !== 403) {
      const code = response.statusCode === 400 ? (response.json() as { code?: string }).code : '';
      return { index, valid: code !== 'VALIDATION_FAIL' };
    }
  }
  return { index: 0, valid: false };
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

/**
 * Why an answer is wrong: a 5xx, a 4xx outside the catalogue shape, or a code the endpoint may
 * not answer with that status (when `declared` is given: its own codes and those of its kind);
 * null when it is fine.
 */
export function faultOf(
  status: number,
  body: string,
  declared?: Map<number, Set<string>>,
): string | null {
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
  if (declared && !declared.get(status)?.has(shaped.data.code)) {
    return `code ${shaped.data.code} (${status}) is not among the endpoint's declared answers`;
  }
  return null;
}

/**
 * Walks every endpoint of the table with the named bad inputs and `runs` generated ones
 * (fast-check, from each endpoint's schemas), and reports every 5xx, every error answer outside
 * the catalogue shape and every code the endpoint does not declare. Bounded by `timeLimitMs`.
 */
export async function fuzzTable(app: App, options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const deadline = Date.now() + options.timeLimitMs;
  const operations = tableOperations(app, options.endpoints);
  const report: FuzzReport = {
    seed,
    operations: 0,
    requests: 0,
    edgeRequests: 0,
    edgeOperations: 0,
    edgeOperationsValid: 0,
    failures: [],
  };
  const send = async (request: Request, op: Operation) => {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    report.requests += 1;
    const reason = faultOf(response.statusCode, response.body, op.errors);
    if (reason) {
      report.failures.push({
        method: request.method,
        url: request.url.slice(0, 200),
        status: response.statusCode,
        body: response.body.slice(0, 300),
        reason,
        ...(request.payload ? { payload: request.payload.slice(0, 300) } : {}),
      });
    }
  };
  for (const [index, op] of operations.entries()) {
    if (Date.now() > deadline) break;
    const identities = [{}, ...(await options.identities())];
    const requests = [
      ...namedRequests(op, identities[1] ?? {}),
      ...generatedRequests(op, identities, options.runs, seed + index),
    ];
    for (const request of requests) await send(request, op);
    if (options.integerEdges !== false) {
      // Fresh identities: the edges of a large body are more writes than one account's limit.
      const signedIn = (await options.identities()).filter((auth) => Object.keys(auth).length);
      const edges = integerEdgeRequests(op, {});
      if (edges.length > 0) {
        const who = await admittedIdentity(app, op, signedIn);
        report.edgeOperations += 1;
        if (who.valid) report.edgeOperationsValid += 1;
        for (const request of integerEdgeRequests(op, signedIn[who.index] ?? {})) {
          await send(request, op);
          report.edgeRequests += 1;
        }
      }
    }
    report.operations += 1;
  }
  return report;
}
