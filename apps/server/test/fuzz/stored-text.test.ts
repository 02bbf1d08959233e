import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import type { App } from '../../src/platform/types.ts';
import { bearer, loginAs } from '../auth.ts';
import { seedReferenceOptions } from '../factories/profile.ts';
import { createTestDatabase, QUIET_BACKGROUND } from '../helper.ts';
import type { JsonSchema } from './arbitraries.ts';
import { admittedIdentity, exampleRequest, exampleValues, urlOf, type Request } from './walker.ts';
import { tableOperations, type Operation } from './operations.ts';

/**
 * Every text a client sends, on every endpoint of the contract's table, passes one boundary
 * (platform/safe-input.ts) before any handler or database: each string field of a body, each
 * path and query parameter. Other line breaks (CR LF, CR, NEL, U+2028, U+2029) arrive as line
 * feeds; C0 and C1 controls, bidirectional controls, noncharacters and lone surrogates answer
 * VALIDATION_FAIL naming the field. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Segment = string | number;

/** Characters refused, each in a text otherwise fine. */
const REFUSED = {
  'a C0 control (VT)': '\u000B',
  'a C1 control (CSI)': '\u009B',
  'a right-to-left override': '\u202E',
  'a first-strong isolate': '\u2068',
  'the noncharacter U+FFFF': '\uFFFF',
  'a lone surrogate': '\uD800',
};

const BREAKS = 'a\u2028b\u2029c\u0085d\r\ne\rf';
const AS_LINE_FEEDS = 'a\nb\nc\nd\ne\nf';

/** Where the string fields of a schema sit in its example (paths of keys and indices). */
function stringPaths(schema: JsonSchema | undefined, depth = 0): Segment[][] {
  if (!schema || depth > 8) return [];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return stringPaths(nonNull, depth + 1);
  }
  if (schema.allOf?.length) return stringPaths(schema.allOf[0], depth + 1);
  if (schema.type === 'string') return [[]];
  if (schema.type === 'array') return stringPaths(schema.items, depth + 1).map((p) => [0, ...p]);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      stringPaths(property, depth + 1).map((path) => [key, ...path]),
    );
  }
  return [];
}

function withString(value: Json, path: Segment[], text: string): Json {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? withString(item, rest, text) : item));
  }
  if (value && typeof value === 'object') {
    return { ...value, [head]: withString(value[head as string] ?? null, rest, text) };
  }
  return value;
}

function at(value: unknown, path: Segment[]): unknown {
  return path.reduce<unknown>(
    (inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** One field of an operation's request with `text` in it: where, as the answer names it. */
interface FieldCase {
  field: string;
  request: (text: string) => Request;
  /** The value the server received, from what the guard left in the request. */
  received: (seen: Seen) => unknown;
}

interface Seen {
  body: unknown;
  query: unknown;
  params: unknown;
}

function fieldCases(op: Operation, base: Request): FieldCase[] {
  const cases: FieldCase[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    const context = p.in === 'path' ? 'params' : 'querystring';
    cases.push({
      field: `${context}.${p.name}`,
      request: (text) => ({
        ...base,
        url: urlOf(op, {
          ...exampleValues(op),
          [`${p.in}:${p.name}`]: encodeURIComponent(text),
        }),
      }),
      received: (seen) =>
        (p.in === 'path'
          ? (seen.params as Record<string, unknown>)
          : (seen.query as Record<string, unknown>))?.[p.name],
    });
  }
  if (base.payload !== undefined) {
    const body = JSON.parse(base.payload) as Json;
    for (const path of stringPaths(op.body)) {
      cases.push({
        field: ['body', ...path].join('.'),
        request: (text) => ({ ...base, payload: JSON.stringify(withString(body, path, text)) }),
        received: (seen) => at(seen.body, path),
      });
    }
  }
  return cases;
}

let app: App;
let seen: Seen = { body: undefined, query: undefined, params: undefined };
let accounts = 0;

const KINDS = [{}, { accountType: 'staff' }, { accountType: 'employer', employerId: 1 }] as const;

/** A fresh account of each kind: resident, staff, employer (write limits count per account). */
async function identities(): Promise<Record<string, string>[]> {
  return Promise.all(KINDS.map((_, kind) => identity(kind)));
}

/** A fresh account of one kind of KINDS, with an address of its own. */
async function identity(kind: number): Promise<Record<string, string>> {
  accounts += 1;
  return bearer(await loginAs(app, { euid: `text-${accounts}`, ...KINDS[kind] }));
}

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND });
  app = await buildApp(config, { clock: new ManualClock(), database });
  // After the guard: what a schema, a handler and the database would get.
  app.addHook('preValidation', (request, _reply, done) => {
    seen = { body: request.body, query: request.query, params: request.params };
    done();
  });
  await app.ready();
  await seedReferenceOptions(app.db);
});
afterAll(async () => {
  await app?.close();
});

/** Sends a request, noting whether it reached the guard (`seen` is then set). */
async function send(request: Request, auth: Record<string, string>) {
  seen = { body: undefined, query: undefined, params: undefined };
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...auth },
    payload: request.payload,
    remoteAddress: `10.${(accounts >> 16) & 255}.${(accounts >> 8) & 255}.${accounts & 255}`,
  });
  return { response, reached: seen.params !== undefined };
}

describe('stored texts: one boundary for every operation', () => {
  it(
    'every text field normalizes line breaks and refuses controls, on every operation',
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      const unreached: string[] = [];
      let fields = 0;
      for (const op of tableOperations(app)) {
        const signedIn = await identities();
        const who = await admittedIdentity(app, op, signedIn);
        const base = exampleRequest(op, signedIn[who.index]);
        for (const c of fieldCases(op, base)) {
          const name = `${op.method.toUpperCase()} ${op.path} ${c.field}`;
          // Write limits count per account and address: each field has its own.
          const auth = base.headers.authorization ? await identity(who.index) : {};
          const normalized = await send(c.request(BREAKS), auth);
          if (!normalized.reached) {
            unreached.push(`${name}: ${normalized.response.statusCode}`);
            continue;
          }
          fields += 1;
          const received = c.received(seen);
          if (received !== AS_LINE_FEEDS) {
            failures.push(`${name}: received ${JSON.stringify(received)}`);
          }
          for (const [what, char] of Object.entries(REFUSED)) {
            // A lone surrogate cannot be written in a URL (UTF-8).
            if (char === '\uD800' && !c.field.startsWith('body.')) continue;
            const { response } = await send(c.request(`x${char}y`), auth);
            const expected = {
              code: 'VALIDATION_FAIL',
              errorArgs: c.field.startsWith('body.')
                ? [c.field, 'validation.unsafeText']
                : [c.field],
            };
            if (response.statusCode !== 400 || response.body !== JSON.stringify(expected)) {
              failures.push(`${name} with ${what}: ${response.statusCode} ${response.body}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(unreached).toEqual([]);
      expect(fields).toBeGreaterThan(200);
    },
  );
});
