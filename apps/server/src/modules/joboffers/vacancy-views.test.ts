import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EmployerStatisticsSchema, PATHS } from '@vaga/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { ManualClock } from '../../platform/clock.ts';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { createTestDatabase, QUIET_BACKGROUND } from '../../../test/helper.ts';

/**
 * "How many saw it": each read of a vacancy's page (kept answer or not) counts in memory, and the
 * counts are added to `job_offer_view` by vacancy and Macao day in one statement per flush and
 * when the server stops; its employer sees the total beside its other figures.
 */
describe('vacancy views', async () => {
  const { app, clock } = await buildAuthTestApp();
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const vacancyId = await createVacancy(db, {
    employer_id: employerId,
    published_at: '2026-11-10T02:00:00.000Z',
  });
  const read = (id: number) => app.inject({ url: PATHS.jobOffer.replace(':id', String(id)) });
  const stored = () =>
    db
      .selectFrom('job_offer_view')
      .select(['job_offer_id', 'day', 'views'])
      .orderBy('day')
      .execute();

  it('counts views in memory and stores them by Macao day at the flush', async () => {
    // 23:59 on 14 November in Macao, then midnight on the 15th.
    clock.set('2026-11-14T15:59:00.000Z');
    for (let i = 0; i < 3; i++) expect((await read(vacancyId)).statusCode).toBe(200);
    clock.set('2026-11-14T16:00:00.000Z');
    for (let i = 0; i < 2; i++) expect((await read(vacancyId)).statusCode).toBe(200);
    // A vacancy that does not exist is not counted.
    expect((await read(vacancyId + 1000)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await stored()).toEqual([]);
    await app.services.vacancyViews.flush();
    expect(await stored()).toEqual([
      { job_offer_id: vacancyId, day: '2026-11-14', views: 3 },
      { job_offer_id: vacancyId, day: '2026-11-15', views: 2 },
    ]);
  });

  it('adds a later flush to the day’s stored count', async () => {
    await read(vacancyId);
    await app.services.vacancyViews.flush();
    await app.services.vacancyViews.flush();
    expect((await stored()).map((row) => row.views)).toEqual([3, 3]);
  });

  it('shows the employer its vacancy’s views with the other figures, by day over 30 days', async () => {
    // The 31st and the 30th Macao day before today (15 November, the clock's last day).
    await db
      .insertInto('job_offer_view')
      .values([
        { job_offer_id: vacancyId, day: '2026-10-16', views: 7 },
        { job_offer_id: vacancyId, day: '2026-10-17', views: 2 },
      ])
      .execute();
    const unreadId = await createVacancy(db, {
      employer_id: employerId,
      published_at: '2026-11-12T02:00:00.000Z',
    });
    const employer = await loginAs(app, {
      euid: 'views-employer',
      accountType: 'employer',
      employerId,
    });
    const res = await app.inject({
      url: PATHS.consoleEmployerStatistics,
      headers: bearer(employer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { vacancies } = EmployerStatisticsSchema.parse(res.json());
    const { viewDays } = EmployerStatisticsSchema.parse(res.json());
    expect(viewDays).toHaveLength(30);
    expect([viewDays[0], viewDays[16], viewDays[29]]).toEqual([
      '2026-10-17',
      '2026-11-02',
      '2026-11-15',
    ]);
    const figures = vacancies.find((v) => v.jobOfferId === vacancyId)!;
    expect(figures.views).toBe(15);
    expect(figures.dailyViews).toEqual([2, ...Array<number>(27).fill(0), 3, 3]);
    // Another vacancy of the employer, never read: a day of zeros each.
    const unread = vacancies.find((v) => v.jobOfferId === unreadId);
    expect(unread?.dailyViews).toEqual(Array<number>(30).fill(0));
  });

  it('stores what is still in memory when the server stops', async () => {
    const database = await createTestDatabase();
    const own = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND }),
      { clock: new ManualClock('2026-11-15T04:00:00.000Z'), database },
    );
    await own.ready();
    const world = await createInterviewWorld(own.db);
    const id = await createVacancy(own.db, {
      employer_id: world.employerId,
      published_at: '2026-11-10T02:00:00.000Z',
    });
    for (let i = 0; i < 4; i++)
      expect(
        (await own.inject({ url: PATHS.jobOffer.replace(':id', String(id)) })).statusCode,
      ).toBe(200);
    await own.close();
    const rows = await database.db
      .selectFrom('job_offer_view')
      .select(['day', 'views'])
      .where('job_offer_id', '=', id)
      .execute();
    await database.close();
    expect(rows).toEqual([{ day: '2026-11-15', views: 4 }]);
  });

  it('stores them before a server closes the database it opened itself', async () => {
    // As server.ts runs: the app opens DATABASE_URL and closes it at its stop, after the flush.
    const dir = await mkdtemp(path.join(tmpdir(), 'vaga-views-'));
    const url = `sqlite:${path.join(dir, 'vaga.db')}`;
    try {
      const own = await buildApp(
        loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND, DATABASE_URL: url }),
        { clock: new ManualClock('2026-11-15T04:00:00.000Z') },
      );
      await own.ready();
      const world = await createInterviewWorld(own.db);
      const id = await createVacancy(own.db, {
        employer_id: world.employerId,
        published_at: '2026-11-10T02:00:00.000Z',
      });
      for (let i = 0; i < 2; i++)
        expect(
          (await own.inject({ url: PATHS.jobOffer.replace(':id', String(id)) })).statusCode,
        ).toBe(200);
      await own.close();
      const reopened = createDatabase(url);
      const rows = await reopened.db
        .selectFrom('job_offer_view')
        .select(['day', 'views'])
        .where('job_offer_id', '=', id)
        .execute();
      await reopened.close();
      expect(rows).toEqual([{ day: '2026-11-15', views: 2 }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
