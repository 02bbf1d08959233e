import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, LOCALES, PATHS, WRITE_RATE_LIMIT } from '@vaga/contract';
import { buildAuthTestApp } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import { isWriteRoute, routeAccessTable, type AuthLevel } from './route-access.ts';

/**
 * Every route of the app and who may call it: the API's endpoints with the access the endpoint
 * table declares (packages/contract), and the routes outside the API below. A route added,
 * removed or given another level outside the table fails here: access changes are never
 * unnoticed.
 */
const OUTSIDE_THE_API: [string, AuthLevel][] = [
  ['GET /service/openapi.json', 'public'],
  ['GET /service/docs', 'public'],
  ['GET /service/docs/static/index.html', 'public'],
  ['GET /service/docs/static/swagger-initializer.js', 'public'],
  ['GET /service/docs/json', 'public'],
  ['GET /service/docs/yaml', 'public'],
  ['GET /service/docs/static/*', 'public'],
  ['GET /healthz', 'public'],
  ['GET /readyz', 'public'],
  ['GET /oidc/*', 'public'],
  ['POST /oidc/*', 'public'],
  ['PUT /oidc/*', 'public'],
  ['PATCH /oidc/*', 'public'],
  ['DELETE /oidc/*', 'public'],
  ['OPTIONS /oidc/*', 'public'],
  ['GET /oidc/interaction/:uid', 'public'],
  ['POST /oidc/interaction/:uid/login', 'public'],
  ['GET /robots.txt', 'public'],
  ['GET /sitemap.xml', 'public'],
  // The sitemap of each language of the list.
  ...LOCALES.map((locale): [string, AuthLevel] => [`GET /sitemap-${locale}.xml`, 'public']),
  // The page an e-mail's "Stop these e-mails" link opens, and its button (a signed token).
  [`GET ${PATHS.unsubscribePage}`, 'public'],
  [`POST ${PATHS.unsubscribePage}`, 'public'],
];

const EXPECTED: [string, AuthLevel][] = [
  ...OUTSIDE_THE_API,
  ...ENDPOINT_LIST.map((e): [string, AuthLevel] => [`${e.method} ${e.path}`, e.access]),
];
const sorted = (rows: [string, AuthLevel][]) =>
  [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('route access levels', async () => {
  const { app } = await buildTestApp();
  const routes = routeAccessTable(app);

  it('lists every route with its level', () => {
    expect(sorted(routes.map((r) => [`${r.method} ${r.url}`, r.auth]))).toEqual(sorted(EXPECTED));
  });

  it('limits every write route, at most at the default unless it says why', () => {
    const writes = routes.filter((r) => isWriteRoute(r.method));
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      // The provider's own write endpoints check the default limit before the provider runs.
      if (route.url === '/oidc/*') continue;
      expect(route.rateLimit, `${route.method} ${route.url}`).not.toBeNull();
      expect(route.rateLimit!.timeWindow).toBe(WRITE_RATE_LIMIT.timeWindowMs);
      expect(route.rateLimit!.max).toBeLessThanOrEqual(2 * WRITE_RATE_LIMIT.max);
    }
    expect(routes.find((r) => r.method === 'PUT' && r.url === PATHS.profile)?.rateLimit).toEqual({
      max: WRITE_RATE_LIMIT.max,
      timeWindow: WRITE_RATE_LIMIT.timeWindowMs,
    });
  });

  it('limits writes to the provider endpoints too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= WRITE_RATE_LIMIT.max; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/oidc/token', payload: {} });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the web app files', async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!DOCTYPE html><title>Vaga</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
  const { app } = await buildTestApp({ env: { WEB_DIST: webDist } });

  it('are public routes of their own', async () => {
    const files = routeAccessTable(app).filter((r) => r.url.startsWith('/assets/'));
    expect(files).toEqual([
      { method: 'GET', url: '/assets/app-1a2b.js', auth: 'public', rateLimit: null },
    ]);
    expect((await app.inject({ url: '/assets/app-1a2b.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/employer' })).body).toContain('<title>Vaga</title>');
  });
});

describe('a route without a level', () => {
  it('stops the app from starting', async () => {
    await expect(
      buildAuthTestApp({
        routes: (app) => {
          app.get('/test/undeclared', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/GET \/test\/undeclared declares no access level/);
  });

  it('stops it also for a write route and a level that does not exist', async () => {
    await expect(
      buildAuthTestApp({
        routes: (app) => {
          app.post(
            '/test/unknown-level',
            { config: { auth: 'everyone' as AuthLevel } },
            async () => ({ ok: true }),
          );
        },
      }),
    ).rejects.toThrow(/declares no access level/);
  });
});
