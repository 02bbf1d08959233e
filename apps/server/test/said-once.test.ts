import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@vaga/contract';
import { ENDPOINT_LIST, SERVICE_BASE } from '@vaga/contract';
import { routeAccessTable } from '../src/platform/route-access.ts';
import type { App } from '../src/platform/types.ts';
import { buildTestApp } from './helper.ts';

/**
 * Each endpoint is said once: its path in one path constant of the contract, its method, access,
 * schemas, operation and error codes in its declaration in the endpoint table. The server's
 * routes, the OpenAPI document and the web's calls are read from it, never written again.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The non-test TypeScript sources under `dir` (relative to the repository root). */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`))
    .map((file) => ({
      file: path.relative(root, file),
      text: readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1'),
    }));
}

/** An API address written out: `'/service/…'`, `` `${DE}/v1/…` ``, `"/v2/…"`. */
const API_ADDRESS = /['"`](?:\/service\/|\$\{[A-Z]+\}\/v\d\/|\/v\d\/|\/DeJobSeekApi)/;

/** Routes outside the API: the server's own (health, documents, pages, login provider). */
const NOT_API = [
  /^\/healthz$/,
  /^\/readyz$/,
  /^\/oidc\//,
  /^\/service\/(openapi\.json|docs)/,
  new RegExp(`^${contract.PATHS.unsubscribePage}$`),
];

/** Route files that register routes outside the endpoint table (pages, files, health). */
const HAND_REGISTERED = new Set([
  'apps/server/src/modules/pages/pages.routes.ts',
  'apps/server/src/modules/seo/seo.routes.ts',
  'apps/server/src/modules/auth/oidc.routes.ts',
  'apps/server/src/modules/notifications/unsubscribe-page.routes.ts',
  'apps/server/src/platform/health.ts',
  'apps/server/src/platform/openapi/openapi.ts',
  'apps/server/src/platform/web-app.ts',
  // The registrar of the table's routes.
  'apps/server/src/platform/endpoint-route.ts',
]);

let app: App;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});

describe('each endpoint is said once', () => {
  it('the probe finds an address written out, and passes a path constant', () => {
    expect(API_ADDRESS.test("request('/service/DeJobSeekApi/v1/profile')")).toBe(true);
    expect(API_ADDRESS.test('`${DE}/v1/jobmatches/:id`')).toBe(true);
    expect(API_ADDRESS.test('call(PROFILE_ENDPOINTS.getProfile)')).toBe(false);
  });

  it('no API address is written outside the contract', () => {
    const offenders = [...sources('apps/server/src'), ...sources('apps/web/src')]
      .filter(({ text }) => API_ADDRESS.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no path constant of the contract repeats another', () => {
    const constants = Object.entries(contract).filter(
      ([name, value]) => /(^|_)PATHS$/.test(name) && typeof value === 'object' && value !== null,
    );
    expect(constants.length).toBeGreaterThan(1);
    const paths = constants.flatMap(([, value]) => Object.values(value as Record<string, string>));
    const repeated = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(repeated).toEqual([]);
  });

  it('no two endpoints share a method and path, or an operation id', () => {
    const routes = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    const ids = ENDPOINT_LIST.map((e) => e.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('every API route the server serves is an endpoint of the table, with its access', () => {
    const declared = new Map(ENDPOINT_LIST.map((e) => [`${e.method} ${e.path}`, e.access]));
    const served = routeAccessTable(app).filter(
      (r) => r.url.startsWith(`${SERVICE_BASE}/`) && !NOT_API.some((p) => p.test(r.url)),
    );
    const undeclared = served.filter((r) => !declared.has(`${r.method} ${r.url}`));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of served)
      expect(r.auth, `${r.method} ${r.url}`).toBe(declared.get(`${r.method} ${r.url}`));
    const servedKeys = new Set(served.map((r) => `${r.method} ${r.url}`));
    expect([...declared.keys()].filter((key) => !servedKeys.has(key))).toEqual([]);
  });

  it('routes are registered from the table: no module writes a method, path or schema', () => {
    const handWritten = sources('apps/server/src')
      .filter(({ file }) => !HAND_REGISTERED.has(file))
      .filter(({ text }) => /\bapp\.(get|post|put|delete|patch|route)\(/.test(text))
      .map(({ file }) => file);
    expect(handWritten).toEqual([]);
    const schemas = sources('apps/server/src/modules')
      .filter(({ file }) => !HAND_REGISTERED.has(file))
      .filter(({ text }) => /\b(querystring|response)\s*:\s*[{A-Z]/.test(text))
      .map(({ file }) => file);
    expect(schemas).toEqual([]);
  });

  it('error codes of an operation are listed only in its endpoint', () => {
    // A list of two or more catalogue codes outside the contract is an operation's codes said again.
    const CODE = `'(?:${contract.ERROR_CODES.join('|')})'`;
    const list = new RegExp(`\\[\\s*${CODE}\\s*,\\s*${CODE}`);
    const offenders = sources('apps/server/src')
      // The codes every route of a kind can answer (login, role, validation), not an operation's.
      .filter(({ file }) => !file.endsWith('platform/openapi/error-responses.ts'))
      .filter(({ text }) => list.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('the web calls endpoints, never a path with a hand-written answer type', () => {
    const offenders = sources('apps/web/src')
      .filter(({ file }) => !file.endsWith('shared/lib/http.ts'))
      .filter(({ text }) => /\brequest(<[^>]*>)?\(/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('the source cites a decision by its heading in docs/decisions.md, not by an issue number', () => {
    // A landed migration is never edited, comments included.
    const citing = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
      .flatMap((dir) => sources(dir))
      .filter(({ file }) => !file.includes('/migrations/'))
      .filter(({ file }) => /\bissues? \d+/i.test(readFileSync(path.join(root, file), 'utf8')))
      .map(({ file }) => file);
    expect(citing).toEqual([]);
  });

  it('the server links to the web app through its route registry, never a written address', () => {
    const routes = [...Object.values(contract.ROUTES), ...Object.values(contract.CONSOLE_ROUTES)]
      .filter((route) => route !== '/' && !route.startsWith(SERVICE_BASE))
      .map((route) => route.split('/:')[0].replace(/[-/]/g, '\\$&'))
      .sort((a, b) => b.length - a.length);
    const written = new RegExp(`['"\`](?:${routes.join('|')})(?:[/?'"\`])`);
    expect(written.test('`/interview/details/${uid}`')).toBe(true);
    const offenders = sources('apps/server/src')
      // The database's files (seed, migrations: landed ones are never edited) hold data, not links.
      .filter(({ file }) => !file.includes('/db/') && !file.includes('/migrations/'))
      .filter(({ text }) => written.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
