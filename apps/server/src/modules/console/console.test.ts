import { describe, expect, it } from 'vitest';
import { ConsoleMeSchema, PATHS } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../../test/factories/search-vacancies.ts';

const forbidden = { code: 'FORBIDDEN_ROLE', errorArgs: [] };

describe('console and seeker routes refuse the other account types', async () => {
  const { app, clock } = await buildAuthTestApp({
    routes: (app) => {
      app.get('/test/staff', { config: { auth: 'staff' } }, async () => ({ ok: true }));
      app.get('/test/employer', { config: { auth: 'employer' } }, async () => ({ ok: true }));
    },
  });
  const { db } = app;
  await createReferenceOptions(db);
  await createJobClasses(db);
  const employerId = await createEmployer(db, { name_en: 'Harbour Catering Limited' });
  const otherEmployer = await createEmployer(db);
  const now = clock.millis();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
  for (const publishedAt of [daysAgo(1), daysAgo(10), daysAgo(40)]) {
    await createVacancy(db, { employer_id: employerId, published_at: publishedAt });
  }
  // Not counted: removed, past its four months, another employer's.
  await createVacancy(db, { employer_id: employerId, removed_at: daysAgo(1) });
  await createVacancy(db, { employer_id: employerId, published_at: daysAgo(200) });
  await createVacancy(db, { employer_id: otherEmployer, published_at: daysAgo(1) });

  const seeker = await loginAs(app, 'resident');
  const employer = await loginAs(app, {
    euid: 'test-employer',
    accountType: 'employer',
    employerId,
    name: 'Employer User',
  });
  const staff = await loginAs(app, { euid: 'test-staff', accountType: 'staff', name: 'Staff' });

  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { ...bearer(token), 'accept-language': 'en' } : {} });

  it('refuses a seeker on a console route (403 FORBIDDEN_ROLE), a visitor with 401', async () => {
    const res = await get(PATHS.consoleMe, seeker);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
    expect((await get(PATHS.consoleMe)).statusCode).toBe(401);
  });

  it('refuses employer and staff accounts on seeker routes', async () => {
    for (const token of [employer, staff]) {
      const profile = await get(PATHS.profile, token);
      expect(profile.statusCode).toBe(403);
      expect(profile.json()).toEqual(forbidden);
      const favorite = await app.inject({
        method: 'POST',
        url: `${PATHS.favorites}?jobOfferId=1`,
        headers: bearer(token),
      });
      expect(favorite.statusCode).toBe(403);
      expect(favorite.json()).toEqual(forbidden);
      // A `user` route (any seeker, resident or not) too.
      const bridge = await get(PATHS.aliToken, token);
      expect(bridge.statusCode).toBe(403);
    }
    expect((await get(PATHS.profile, seeker)).statusCode).not.toBe(403);
  });

  it('keeps staff routes for staff and employer routes for employers', async () => {
    expect((await get('/test/staff', staff)).statusCode).toBe(200);
    expect((await get('/test/staff', employer)).json()).toEqual(forbidden);
    expect((await get('/test/staff', seeker)).statusCode).toBe(403);
    expect((await get('/test/employer', employer)).statusCode).toBe(200);
    expect((await get('/test/employer', staff)).json()).toEqual(forbidden);
    expect((await get('/test/employer', seeker)).statusCode).toBe(403);
  });

  it('answers an employer its employer and the count of its valid vacancies', async () => {
    const res = await get(PATHS.consoleMe, employer);
    expect(res.statusCode).toBe(200);
    expect(ConsoleMeSchema.parse(res.json())).toEqual({
      accountType: 'employer',
      name: 'Employer User',
      employer: { id: employerId, name: 'Harbour Catering Limited', vacancyCount: 3 },
    });
  });

  it('answers staff with no employer', async () => {
    const res = await get(PATHS.consoleMe, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountType: 'staff', name: 'Staff', employer: null });
  });

  it('refuses an employer account whose employer is gone', async () => {
    const orphan = await loginAs(app, {
      euid: 'test-orphan',
      accountType: 'employer',
      employerId: 999_999,
    });
    const res = await get(PATHS.consoleMe, orphan);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it('serves the session endpoints to every account type', async () => {
    for (const token of [seeker, employer, staff]) {
      expect((await get(PATHS.accountProfile, token)).statusCode).toBe(200);
    }
  });
});
