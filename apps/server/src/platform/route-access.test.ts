import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS, WRITE_RATE_LIMIT } from '@vaga/contract';
import { buildAuthTestApp } from '../../test/auth.ts';
import { buildTestApp } from '../../test/helper.ts';
import { isWriteRoute, routeAccessTable, type AuthLevel } from './route-access.ts';

/**
 * Every route of the app and who may call it. A route added, removed or given another level
 * without updating this table fails here: access changes are never unnoticed.
 */
const EXPECTED: [string, AuthLevel][] = [
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
  ['GET /service/login', 'public'],
  ['POST /service/authorize', 'public'],
  ['POST /service/access_token', 'account'],
  ['POST /service/refresh_token', 'public'],
  ['GET /service/profile', 'account'],
  ['POST /service/logout', 'account'],
  ['GET /service/signature', 'public'],
  ['GET /service/api/v1/ali-token', 'user'],
  ['GET /service/DeJobSeekApi/v1/references', 'public'],
  ['GET /service/DeJobSeekApi/v1/references/doc', 'public'],
  ['GET /service/DeJobSeekApi/v1/references/:type', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/summary', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/localvancancy/catalog', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/localvancancy', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/search', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/localvancancy/search', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/topkeywords', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/:id', 'public'],
  ['GET /service/api/v1/favorites', 'resident'],
  ['POST /service/api/v1/favorites', 'resident'],
  ['DELETE /service/api/v1/favorites', 'resident'],
  ['GET /service/api/v1/favorites/detail', 'resident'],
  ['POST /service/api/v1/favorites/saveBatch', 'resident'],
  ['GET /service/DeJobSeekApi/v1/servicehome', 'public'],
  ['GET /service/DeJobSeekApi/v1/banners', 'public'],
  ['GET /service/DeJobSeekApi/v1/profile', 'resident'],
  ['POST /service/DeJobSeekApi/v1/profile', 'resident'],
  ['PUT /service/DeJobSeekApi/v1/profile', 'resident'],
  ['GET /service/DeJobSeekApi/v2/profile', 'resident'],
  ['POST /service/DeJobSeekApi/v2/profile/simple', 'resident'],
  ['PUT /service/DeJobSeekApi/v2/profile/simple', 'resident'],
  ['PUT /service/DeJobSeekApi/v1/jobseeks/selfseeking', 'resident'],
  ['GET /service/DeJobSeekApi/v1/profile/cvs', 'resident'],
  ['GET /service/DeJobSeekApi/v2/resumes', 'resident'],
  ['POST /service/DeJobSeekApi/v1/profile/cvs', 'resident'],
  ['POST /service/DeJobSeekApi/v2/resumes', 'resident'],
  ['GET /service/DeJobSeekApi/v1/profile/cvs/:cvUid', 'resident'],
  ['GET /service/DeJobSeekApi/v1/profile/cvs/:cvUid/file', 'resident'],
  ['GET /service/DeJobSeekApi/v2/resumes/:id', 'resident'],
  ['PUT /service/DeJobSeekApi/v1/profile/cvs/:cvUid', 'resident'],
  ['DELETE /service/DeJobSeekApi/v1/profile/cvs/:cvUid', 'resident'],
  ['POST /service/api/v1/cvs', 'resident'],
  ['POST /service/api/v1/files/converter/base64', 'resident'],
  ['GET /service/DeJobSeekApi/recommendvacancy', 'resident'],
  ['POST /service/DeJobSeekApi/recommendvacancy/refresh', 'resident'],
  ['GET /service/DeJobSeekApi/v1/joboffers/localvancancy/recommend', 'resident'],
  ['GET /service/DeJobSeekApi/v1/console/me', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/home/staff', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/home/employer', 'employer'],
  ['GET /service/DeJobSeekApi/v1/console/hot-searches', 'staff'],
  ['PUT /service/DeJobSeekApi/v1/console/hot-searches', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/jobmatches', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/jobmatches/:id', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/jobmatches/:id/cv', 'console'],
  ['POST /service/DeJobSeekApi/v1/console/jobmatches/:id/arrange', 'console'],
  ['POST /service/DeJobSeekApi/v1/console/jobmatches/:id/decline', 'console'],
  ['POST /service/DeJobSeekApi/v1/console/jobmatches/:id/result', 'console'],
  ['POST /service/DeJobSeekApi/v1/console/jobmatches/invite', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/seekers', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/seekers/:id', 'console'],
  ['GET /service/DeJobSeekApi/v1/console/joboffers', 'console'],
  ['POST /service/DeJobSeekApi/v1/jobmatches/applyjob', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobmatches', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobmatches/statistics/pending', 'user'],
  ['GET /service/DeJobSeekApi/v1/jobmatches/:id', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobmatches/:id/replyemployer', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobmatches/:id/survey', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobmatches/:id/survey', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobmatches/:id/submitsurvey', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobmatches/:id/calendar', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/jobassistance/options', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/jobassistance', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobseeks/jobassistance', 'resident'],
  ['PUT /service/DeJobSeekApi/v1/jobseeks/jobassistance', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/:id', 'resident'],
  ['POST /service/DeJobSeekApi/v1/validations/minimumSalary', 'resident'],
  ['GET /service/DeJobSeekApi/v1/console/jobseeks', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/jobseeks/:id', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/jobseeks/:id/approve', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/jobseeks/:id/refuse', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/jobseeks/:id/refer', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/jobseeks/:id/close', 'staff'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/sd', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobseeks/sd', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobseeks/sd/uploads', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/sd/supplements', 'resident'],
  ['POST /service/DeJobSeekApi/v1/jobseeks/sd/supplements', 'resident'],
  ['GET /service/DeJobSeekApi/v1/jobseeks/sd/attachments/:id', 'resident'],
  ['DELETE /service/DeJobSeekApi/v1/jobseeks/sd/attachments/:id', 'resident'],
  ['GET /service/DeJobSeekApi/v1/console/unemployment', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/unemployment/:id', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/unemployment/:id/attachments/:attachmentId', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/unemployment/:id/approve', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/unemployment/:id/refuse', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/unemployment/:id/supplements', 'staff'],
  ['GET /service/DeJobSeekApi/v2/events', 'public'],
  ['GET /service/DeJobSeekApi/v2/events/:id', 'public'],
  ['GET /service/DeJobSeekApi/v1/events/:eventId', 'public'],
  ['GET /service/DeJobSeekApi/v2/events/:id/sessionstock', 'public'],
  ['GET /service/DeJobSeekApi/v2/eventbanners', 'public'],
  ['POST /service/DeJobSeekApi/v2/eventregisters/initialvalidate', 'resident'],
  ['POST /service/DeJobSeekApi/v2/eventregisters', 'resident'],
  ['GET /service/DeJobSeekApi/v2/eventregisters/events/:eventId', 'resident'],
  ['GET /service/DeJobSeekApi/v2/eventregisters/statistics', 'resident'],
  ['GET /service/DeJobSeekApi/v1/joboffers/events/:eventId', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/events/:eventId/search', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/events/:eventId/summary', 'public'],
  ['GET /service/DeJobSeekApi/v1/joboffers/events/:eventId/catalog', 'public'],
  ['GET /service/DeJobSeekApi/v2/events/:id/joboffers', 'public'],
  ['GET /service/DeJobSeekApi/v2/events/:eventId/joboffers/:jobOfferId', 'public'],
  ['GET /service/DeJobSeekApi/v2/jobmatchevents', 'resident'],
  ['POST /service/DeJobSeekApi/v2/jobmatchevents/applyEventVacancy', 'resident'],
  ['GET /service/DeJobSeekApi/v1/console/events', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/events', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/events/:id', 'staff'],
  ['PUT /service/DeJobSeekApi/v1/console/events/:id', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/events/:id/sessions', 'staff'],
  ['PUT /service/DeJobSeekApi/v1/console/events/:id/sessions/:sessionId', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/events/:id/joboffers', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/events/:id/registration', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/events/:id/checkins', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/events/:id/registrations', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/event-bookings', 'employer'],
  ['GET /service/DeJobSeekApi/v1/console/postings', 'employer'],
  ['POST /service/DeJobSeekApi/v1/console/postings', 'employer'],
  ['GET /service/DeJobSeekApi/v1/console/postings/:id', 'console'],
  ['PUT /service/DeJobSeekApi/v1/console/postings/:id', 'employer'],
  ['POST /service/DeJobSeekApi/v1/console/postings/:id/withdraw', 'employer'],
  ['POST /service/DeJobSeekApi/v1/console/postings/:id/renew', 'employer'],
  ['GET /service/DeJobSeekApi/v1/console/posting-reviews', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/postings/:id/approve', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/postings/:id/return', 'staff'],
  ['POST /service/DeJobSeekApi/v1/joboffers/:id/reports', 'public'],
  ['GET /service/DeJobSeekApi/v1/console/joboffer-reports', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/joboffer-reports/:id', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/joboffer-reports/:id/dismiss', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/joboffers/:id/remove', 'staff'],
  ['GET /service/DeJobSeekApi/v1/joboffers/suggestions', 'public'],
  ['GET /service/DeJobSeekApi/v1/notifications', 'account'],
  ['POST /service/DeJobSeekApi/v1/notifications/:id/read', 'account'],
  ['POST /service/DeJobSeekApi/v1/notifications/read-all', 'account'],
  ['GET /service/DeJobSeekApi/v1/notifications/preferences', 'account'],
  ['PUT /service/DeJobSeekApi/v1/notifications/preferences', 'account'],
  ['GET /service/DeJobSeekApi/v1/notifications/unsubscribe', 'public'],
  ['POST /service/DeJobSeekApi/v1/notifications/unsubscribe', 'public'],
  ['GET /service/DeJobSeekApi/v1/push/key', 'resident'],
  ['POST /service/DeJobSeekApi/v1/push/subscriptions', 'resident'],
  ['DELETE /service/DeJobSeekApi/v1/push/subscriptions', 'resident'],
  ['GET /service/DeJobSeekApi/v1/notifications/mailbox', 'account'],
  ['GET /service/DeJobSeekApi/v1/console/deliveries/failed', 'staff'],
  ['POST /service/DeJobSeekApi/v1/console/deliveries/:id/retry', 'staff'],
  ['GET /service/DeJobSeekApi/v1/savedsearches', 'resident'],
  ['POST /service/DeJobSeekApi/v1/savedsearches', 'resident'],
  ['PUT /service/DeJobSeekApi/v1/savedsearches/:id', 'resident'],
  ['DELETE /service/DeJobSeekApi/v1/savedsearches/:id', 'resident'],
  ['GET /service/DeJobSeekApi/v1/mydata/access-log', 'user'],
  ['GET /service/DeJobSeekApi/v1/mydata/summary', 'user'],
  ['GET /service/DeJobSeekApi/v1/mydata/export', 'user'],
  ['POST /service/DeJobSeekApi/v1/mydata/erase', 'user'],
  ['GET /service/DeJobSeekApi/v1/console/accounts/:id/access-log', 'staff'],
  ['GET /service/DeJobSeekApi/v1/console/access-log', 'staff'],
  ['GET /robots.txt', 'public'],
  ['GET /sitemap.xml', 'public'],
  ['GET /sitemap-zh-Hant.xml', 'public'],
  ['GET /sitemap-pt.xml', 'public'],
  ['GET /sitemap-en.xml', 'public'],
];

describe('route access levels', async () => {
  const { app } = await buildTestApp();
  const routes = routeAccessTable(app);

  it('lists every route with its level', () => {
    expect(routes.map((r) => [`${r.method} ${r.url}`, r.auth])).toEqual(EXPECTED);
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
