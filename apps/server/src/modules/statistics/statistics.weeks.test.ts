import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS as S, PATHS, StaffStatisticsSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';
import { insertMatchHistory } from '../../../test/factories/statistics.ts';

/**
 * The periods' buckets by week, on the database under test: a week that crosses a month (28
 * September – 4 October 2026) is one period, and each week begins at Monday's midnight in Macao
 * (16:00 UTC on Sunday). Every vacancy figure and a matching step sit one millisecond either side
 * of those midnights, so a row placed in the wrong week changes a figure.
 */
describe('statistics by week: Macao midnights and a week across a month', async () => {
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const vacancy = (published_at: string, more: Parameters<typeof createVacancy>[1] = {}) =>
    createVacancy(db, { employer_id: employerId, published_at, ...more });

  // Monday 28 September and Monday 5 October 2026 begin at these instants (Macao midnight).
  const secondWeek = '2026-09-27T16:00:00.000Z';
  const thirdWeek = '2026-10-04T16:00:00.000Z';
  const justBefore = (iso: string) => new Date(new Date(iso).getTime() - 1).toISOString();

  await vacancy(justBefore(secondWeek), { positions: 2 });
  await vacancy(secondWeek, { positions: 3 });
  // 23:59 on 30 September and midnight on 1 October in Macao: the same week.
  await vacancy('2026-09-30T15:59:00.000Z');
  await vacancy('2026-09-30T16:00:00.000Z');
  await vacancy(thirdWeek);
  // Published in the first week, withdrawn in the last millisecond of the second.
  await vacancy('2026-09-22T02:00:00.000Z', {
    removed_at: justBefore(thirdWeek),
    removal_kind: 'withdrawn',
  });
  // Four Macao months before the third week's start: valid until that instant, or just before.
  await vacancy('2026-06-04T16:00:00.000Z');
  await vacancy(justBefore('2026-06-04T16:00:00.000Z'));

  // Five requests in the first week's last millisecond, each arranged at the second week's
  // start, moved to its last millisecond (arranged again), and moved once more into the third.
  const seeker = await createAccount(app);
  // The vacancy matched, published in August: open at each week's end.
  const matched = await vacancy('2026-08-01T02:00:00.000Z');
  for (let i = 0; i < 5; i++)
    await insertMatchHistory(
      db,
      { jobOfferId: matched, employerId, accountId: seeker.id, origin: 'seeker' },
      [
        [S.requested, justBefore(secondWeek)],
        [S.arranged, secondWeek],
        [S.arranged, justBefore(thirdWeek)],
        [S.arranged, thirdWeek],
      ],
    );
  // Five invitations on the same vacancy, accepted at the same instants.
  for (let i = 0; i < 5; i++)
    await insertMatchHistory(
      db,
      { jobOfferId: matched, employerId, accountId: seeker.id, origin: 'employer' },
      [
        [S.invited, justBefore(secondWeek)],
        [S.arranged, secondWeek],
        [S.arranged, justBefore(thirdWeek)],
        [S.arranged, thirdWeek],
      ],
    );

  const staff = await loginAs(app, { euid: 'week-staff', accountType: 'staff', name: 'Staff' });
  const figures = async (filter = '') => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?from=2026-09-21&to=2026-10-11&by=week${filter}`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json());
  };

  it('places each vacancy in its Macao week: new, positions, open at the end, withdrawn, expired', async () => {
    const weeks = await figures();
    expect(weeks.periods.map(({ from, to }) => [from, to])).toEqual([
      ['2026-09-21', '2026-09-27'],
      ['2026-09-28', '2026-10-04'],
      ['2026-10-05', '2026-10-11'],
    ]);
    expect(weeks.periods.map((p) => p.vacancies)).toEqual([
      { open: 5, new: 2, positions: 3, withdrawn: 0, expired: 0, filled: 0 },
      { open: 6, new: 3, positions: 5, withdrawn: 1, expired: 1, filled: 0 },
      { open: 6, new: 1, positions: 1, withdrawn: 0, expired: 1, filled: 0 },
    ]);
  });

  it('counts a match once in each week it took a status, across Macao midnights', async () => {
    const weeks = await figures();
    expect(weeks.periods.map((p) => p.matching.requested)).toEqual([5, 0, 0]);
    expect(weeks.periods.map((p) => p.matching.invited)).toEqual([5, 0, 0]);
    expect(weeks.periods.map((p) => p.matching.arranged)).toEqual([0, 10, 10]);
    expect(weeks.periods.map((p) => p.matching.accepted)).toEqual([0, 5, 5]);
    expect(weeks.totals.matching.arranged).toBe(20);
  });

  // A sector's figures read the history through its vacancies' matches (another statement).
  it('counts the same once per week for the vacancy’s sector, and none for another', async () => {
    const sector = await figures('&sector=3');
    expect(sector.periods.map((p) => p.matching)).toEqual(
      (await figures()).periods.map((p) => p.matching),
    );
    expect(sector.periods.map((p) => p.matching.arranged)).toEqual([0, 10, 10]);
    expect(sector.periods.map((p) => p.matching.accepted)).toEqual([0, 5, 5]);
    const other = await figures('&sector=6');
    expect(other.periods.map((p) => p.matching.arranged)).toEqual([0, 0, 0]);
    expect(other.periods.map((p) => p.matching.accepted)).toEqual([0, 0, 0]);
    expect(other.periods.map((p) => p.matching.requested)).toEqual([0, 0, 0]);
  });
});
