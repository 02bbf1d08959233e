import { describe, expect, it } from 'vitest';
import {
  EmployerStatisticsSchema,
  JOB_MATCH_STATUS as S,
  PATHS,
  StaffStatisticsSchema,
  type MatchingFigures,
} from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { insertMatchHistory } from '../../../test/factories/statistics.ts';

/**
 * Every staff and employer figure against seeded events, on the database under test: Macao's
 * month boundary (16:00 UTC), vacancies open, new, withdrawn and expired, the matching funnel
 * counted once per match, "fewer than 5" (null) for small groups, filters, kept periods.
 */
describe('statistics figures', async () => {
  // 15 November 2026, 12:00 in Macao: September and October have ended, November has not.
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const otherEmployer = await createEmployer(db, { company_type: 2 });

  const vacancy = (published_at: string, more: Parameters<typeof createVacancy>[1] = {}) =>
    createVacancy(db, { employer_id: employerId, published_at, ...more });
  // 23:59 on 30 September in Macao, and midnight on 1 October in Macao.
  await vacancy('2026-09-30T15:59:00.000Z');
  const octoberFirst = await vacancy('2026-09-30T16:00:00.000Z');
  await vacancy('2026-10-10T02:00:00.000Z', {
    removed_at: '2026-10-20T02:00:00.000Z',
    removal_kind: 'withdrawn',
  });
  // Published 15 June: valid until 15 October.
  await vacancy('2026-06-15T02:00:00.000Z');
  await createVacancy(db, {
    employer_id: otherEmployer,
    company_type: 2,
    job_class_group_id: 6,
    job_class_id: 601,
    positions: 3,
    published_at: '2026-11-02T02:00:00.000Z',
  });

  const seeker = await createAccount(app);
  const match = (origin: 'seeker' | 'employer', steps: [number, string][]) =>
    insertMatchHistory(
      db,
      { jobOfferId: octoberFirst, employerId, accountId: seeker.id, origin },
      steps,
    );
  const requestedAt = '2026-10-05T02:00:00.000Z';
  const lastOfOctober = '2026-10-31T15:59:00.000Z';
  const firstOfNovember = '2026-10-31T16:00:00.000Z';
  const hiredAt = '2026-11-10T02:00:00.000Z';
  // Seven requests: five arranged on 31 October (one moved, arranged twice), one arranged at
  // midnight on 1 November, one declined; five hired and one not, in November.
  for (let i = 0; i < 5; i++) {
    const moved: [number, string][] = i === 0 ? [[S.arranged, '2026-10-31T15:59:30.000Z']] : [];
    await match('seeker', [
      [S.requested, requestedAt],
      [S.arranged, lastOfOctober],
      ...moved,
      [S.hired, hiredAt],
    ]);
  }
  await match('seeker', [
    [S.requested, requestedAt],
    [S.arranged, firstOfNovember],
    [S.notHired, hiredAt],
  ]);
  await match('seeker', [
    [S.requested, requestedAt],
    [S.declined, '2026-10-06T02:00:00.000Z'],
  ]);
  // Five invitations in September: one accepted that month, two rejected, two lapsed in October.
  const invitedAt = '2026-09-20T02:00:00.000Z';
  await match('employer', [
    [S.invited, invitedAt],
    [S.arranged, '2026-09-25T02:00:00.000Z'],
  ]);
  for (const status of [S.rejected, S.rejected, S.expired, S.expired])
    await match('employer', [
      [S.invited, invitedAt],
      [status, status === S.expired ? '2026-10-01T02:00:00.000Z' : '2026-10-02T02:00:00.000Z'],
    ]);

  const staff = await loginAs(app, { euid: 'stat-staff', accountType: 'staff', name: 'Staff' });
  const employer = await loginAs(app, {
    euid: 'stat-employer',
    accountType: 'employer',
    employerId,
  });
  const other = await loginAs(app, {
    euid: 'stat-employer-2',
    accountType: 'employer',
    employerId: otherEmployer,
  });

  const staffFigures = async (query: string) => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?${query}`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json());
  };
  const none: MatchingFigures = {
    requested: 0,
    invited: 0,
    accepted: 0,
    rejected: 0,
    lapsed: 0,
    declined: 0,
    arranged: 0,
    hired: 0,
    notHired: 0,
    absent: 0,
    noResult: 0,
  };
  const range = 'from=2026-09-01&to=2026-11-30&by=month';

  it('counts vacancies by Macao month: open at the end, new, positions, withdrawn, expired, filled', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map(({ from, to, ended }) => ({ from, to, ended }))).toEqual([
      { from: '2026-09-01', to: '2026-09-30', ended: true },
      { from: '2026-10-01', to: '2026-10-31', ended: true },
      { from: '2026-11-01', to: '2026-11-30', ended: false },
    ]);
    expect(figures.periods.map((p) => p.vacancies)).toEqual([
      { open: 2, new: 1, positions: 1, withdrawn: 0, expired: 0, filled: 0 },
      { open: 2, new: 2, positions: 2, withdrawn: 1, expired: 1, filled: 0 },
      { open: 3, new: 1, positions: 3, withdrawn: 0, expired: 0, filled: 1 },
    ]);
    expect(figures.totals.vacancies).toEqual({
      open: 3,
      new: 4,
      positions: 6,
      withdrawn: 1,
      expired: 1,
      filled: 1,
    });
  });

  it('counts each matching step once per match, and fewer than 5 people as null', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.matching)).toEqual([
      { ...none, invited: 5, accepted: null, arranged: null },
      { ...none, requested: 7, rejected: null, lapsed: null, declined: null, arranged: 5 },
      { ...none, arranged: null, hired: 5, notHired: null },
    ]);
    expect(figures.totals.matching).toEqual({
      ...none,
      requested: 7,
      invited: 5,
      accepted: null,
      rejected: null,
      lapsed: null,
      declined: null,
      arranged: 7,
      hired: 5,
      notHired: null,
    });
  });

  it('cuts weeks from Monday in Macao and the range’s edges', async () => {
    const figures = await staffFigures('from=2026-09-30&to=2026-10-12&by=week');
    expect(figures.periods.map(({ from, to }) => [from, to])).toEqual([
      ['2026-09-30', '2026-10-04'],
      ['2026-10-05', '2026-10-11'],
      ['2026-10-12', '2026-10-12'],
    ]);
    expect(figures.periods.map((p) => p.vacancies.new)).toEqual([2, 1, 0]);
    expect(figures.periods[1].matching.requested).toBe(7);
  });

  it('filters by sector and by employer type, and names every sector', async () => {
    const dining = await staffFigures(`${range}&sector=3`);
    expect(dining.periods.map((p) => p.vacancies.new)).toEqual([1, 2, 0]);
    expect(dining.totals.matching.requested).toBe(7);
    const security = await staffFigures(`${range}&sector=6`);
    expect(security.periods.map((p) => p.vacancies.new)).toEqual([0, 0, 1]);
    expect(security.totals.matching).toEqual(none);
    const typeTwo = await staffFigures(`${range}&employerType=2`);
    expect(typeTwo.totals.vacancies).toEqual({
      open: 1,
      new: 1,
      positions: 3,
      withdrawn: 0,
      expired: 0,
      filled: 0,
    });
    expect(dining.sectors).toEqual([
      expect.objectContaining({ sector: 3, new: 3, positions: 3 }),
      expect.objectContaining({ sector: 6, new: 1, positions: 3 }),
    ]);
    expect(typeTwo.sectors.map((s) => s.new)).toEqual([0, 1]);
  });

  it('keeps an ended period’s figures once computed; the current period is counted anew', async () => {
    await staffFigures(range);
    const late = await createAccount(app);
    for (const at of ['2026-10-20T02:00:00.000Z', '2026-11-12T02:00:00.000Z'])
      for (let i = 0; i < 5; i++)
        await insertMatchHistory(
          db,
          { jobOfferId: octoberFirst, employerId, accountId: late.id, origin: 'seeker' },
          [[S.requested, at]],
        );
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.matching.requested)).toEqual([0, 7, 5]);
    const kept = await db.selectFrom('statistics_kept').select('key').execute();
    expect(kept.map((k) => k.key).sort()).toContain('staff:*:*:2026-10-01:2026-10-31');
    expect(kept.some((k) => k.key.endsWith('2026-11-30'))).toBe(false);
  });

  it('counts a vacancy filled once, in the period of the hire that reached its positions', async () => {
    // Early 2026, a third employer: none of it falls in the other tests' range or lists.
    const third = await createEmployer(db, { company_type: 3 });
    const hirer = await createAccount(app);
    const offer = (positions: number) =>
      createVacancy(db, {
        employer_id: third,
        company_type: 3,
        positions,
        published_at: '2026-01-05T02:00:00.000Z',
        removed_at: '2026-01-06T02:00:00.000Z',
        removal_kind: 'withdrawn',
      });
    const hire = (jobOfferId: number, ...at: string[]) =>
      insertMatchHistory(
        db,
        { jobOfferId, employerId: third, accountId: hirer.id, origin: 'seeker' },
        [
          [S.requested, '2026-01-10T02:00:00.000Z'],
          ...at.map((t): [number, string] => [S.hired, t]),
        ],
      );
    // Two positions: hired on 20 January and at 23:59 on 28 February in Macao (filled in
    // February); a third hire in March fills nothing again.
    const two = await offer(2);
    await hire(two, '2026-01-20T02:00:00.000Z');
    await hire(two, '2026-02-28T15:59:00.000Z');
    await hire(two, '2026-03-05T02:00:00.000Z');
    // One position, hired at midnight on 1 March in Macao: filled in March.
    await hire(await offer(1), '2026-02-28T16:00:00.000Z');
    // Two positions, one seeker recorded hired twice: one hire, not filled.
    await hire(await offer(2), '2026-02-02T02:00:00.000Z', '2026-02-03T02:00:00.000Z');
    // February was kept before filled was counted: computed again and kept anew.
    const stale = 'staff:*:3:2026-02-01:2026-02-28';
    await db
      .insertInto('statistics_kept')
      .values({
        key: stale,
        figures: JSON.stringify({
          vacancies: { open: 99, new: 0, positions: 0, withdrawn: 0, expired: 0 },
          matching: none,
        }),
        kept_at: '2026-03-01T00:00:00.000Z',
      })
      .execute();

    const q = 'from=2026-01-01&to=2026-03-31&by=month';
    const figures = await staffFigures(`${q}&employerType=3`);
    expect(figures.periods.map((p) => p.vacancies.filled)).toEqual([0, 1, 1]);
    expect(figures.periods[1].vacancies.open).toBe(0);
    expect(figures.totals.vacancies.filled).toBe(2);
    const kept = await db
      .selectFrom('statistics_kept')
      .select('figures')
      .where('key', '=', stale)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.figures).vacancies).toMatchObject({ open: 0, filled: 1 });
    expect((await staffFigures(`${q}&employerType=3`)).periods[1].vacancies.filled).toBe(1);
    expect((await staffFigures(`${q}&sector=6`)).totals.vacancies.filled).toBe(0);
    expect((await staffFigures(q)).periods.map((p) => p.vacancies.filled)).toEqual([0, 1, 1]);
  });

  it('gives an employer its own vacancies only, with requests, invitations, replies, hires', async () => {
    const res = await app.inject({
      url: PATHS.consoleEmployerStatistics,
      headers: bearer(employer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { vacancies } = EmployerStatisticsSchema.parse(res.json());
    // Published in the last year, newest first; the other employer's vacancy is not named.
    expect(vacancies.map((v) => v.publishedAt)).toEqual([
      '2026-10-10T02:00:00.000Z',
      '2026-09-30T16:00:00.000Z',
      '2026-09-30T15:59:00.000Z',
      '2026-06-15T02:00:00.000Z',
    ]);
    const figures = vacancies.find((v) => v.jobOfferId === octoberFirst)!;
    const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;
    const answered =
      (5 * hours(requestedAt, lastOfOctober) +
        hours(requestedAt, firstOfNovember) +
        hours(requestedAt, '2026-10-06T02:00:00.000Z')) /
      7;
    // Seven requests then ten more (the kept-period test), five invitations, three replies.
    expect(figures).toMatchObject({ requested: 17, invited: 5, replied: null, hired: 5 });
    expect(figures.answerHours).toBeCloseTo(answered, 1);
    expect(vacancies.filter((v) => v.jobOfferId !== octoberFirst).map((v) => v.requested)).toEqual([
      0, 0, 0,
    ]);

    const theirs = await app.inject({
      url: PATHS.consoleEmployerStatistics,
      headers: bearer(other),
    });
    expect(EmployerStatisticsSchema.parse(theirs.json()).vacancies.map((v) => v.title)).toEqual([
      expect.any(String),
    ]);
  });
});
