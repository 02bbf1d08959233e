import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS as S, PATHS, StaffStatisticsSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { insertMatchHistory } from '../../../test/factories/statistics.ts';

/**
 * The matching figures of ended Macao days are counted once and kept by day and status
 * (jobmatch-day-counts.ts); a day whose history rows change is counted again. Each ask below
 * uses a range not asked before, so no period's figures come from `statistics_kept`: they are
 * the days' counts, kept or counted at that call.
 */
describe('statistics: the matching of ended days kept by day', async () => {
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const jobOfferId = await createVacancy(db, {
    employer_id: employerId,
    published_at: '2026-09-01T02:00:00.000Z',
  });
  const seeker = await createAccount(app);
  // Five matches alike each time (fewer are withheld from the figures).
  const match = async (steps: [number, string][], origin: 'seeker' | 'employer' = 'seeker') => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await insertMatchHistory(
          db,
          { jobOfferId, employerId, accountId: seeker.id, origin },
          steps,
        ),
      );
    return ids;
  };
  await match([
    [S.requested, '2026-10-05T02:00:00.000Z'],
    [S.arranged, '2026-10-06T02:00:00.000Z'],
  ]);
  await match(
    [
      [S.invited, '2026-10-07T02:00:00.000Z'],
      [S.arranged, '2026-10-08T02:00:00.000Z'],
    ],
    'employer',
  );
  // Today (15 November in Macao) is not ended: counted at each call, never kept.
  await match([[S.requested, '2026-11-15T01:00:00.000Z']]);

  const staff = await loginAs(app, { euid: 'kept-staff', accountType: 'staff', name: 'Staff' });
  const matching = async (from: string, to: string) => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?from=${from}&to=${to}&by=month`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json()).totals.matching;
  };
  const keptDays = async () =>
    (await db.selectFrom('job_match_day_count').select('day').distinct().execute())
      .map((row) => row.day)
      .sort();

  it('keeps the ended days counted and counts today at each call', async () => {
    const figures = await matching('2026-10-01', '2026-11-30');
    expect(figures).toMatchObject({ requested: 10, invited: 5, arranged: 10, accepted: 5 });
    const days = await keptDays();
    expect(days[0]).toBe('2026-10-01');
    expect(days[days.length - 1]).toBe('2026-11-14');
    await match([[S.requested, '2026-11-15T02:00:00.000Z']]);
    expect((await matching('2026-10-02', '2026-11-30')).requested).toBe(15);
  });

  it('counts a day again when a row is written at one of its past instants', async () => {
    await match(
      [
        [S.invited, '2026-10-06T03:00:00.000Z'],
        [S.arranged, '2026-10-06T04:00:00.000Z'],
      ],
      'employer',
    );
    const figures = await matching('2026-10-03', '2026-10-31');
    expect(figures).toMatchObject({ requested: 5, invited: 10, arranged: 15, accepted: 10 });
  });

  it('counts a day again when its rows are deleted with their match', async () => {
    const gone = await match([[S.requested, '2026-10-09T02:00:00.000Z']]);
    expect((await matching('2026-10-04', '2026-10-31')).requested).toBe(10);
    await db.deleteFrom('job_match').where('id', 'in', gone).execute();
    expect((await matching('2026-10-05', '2026-10-31')).requested).toBe(5);
  });
});
