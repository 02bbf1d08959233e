import { describe, expect, it } from 'vitest';
import {
  PATHS,
  StaffStatisticsSchema,
  UNEMPLOYMENT_STATES as U,
  type RegistrationFigures,
} from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import {
  insertEvent,
  insertEventRegistration,
  insertJobSeek,
  insertUnemployment,
} from '../../../test/factories/statistics-registrations.ts';

/**
 * The registrations' and events' figures against seeded rows, on the database under test:
 * received and decided by Macao month (midnight of 1 October and 1 November in Macao is 16:00
 * UTC the day before), the median and 90th percentile of days to a decision, those waiting by
 * age, the events' show-up, and "fewer than 5" (null) for small groups.
 */
describe('statistics of registrations and events', async () => {
  // 15 November 2026, 12:00 in Macao: September and October have ended, November has not.
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const seeker = await createAccount(app);
  const day = (from: string, days: number) =>
    new Date(Date.parse(from) + days * 86_400_000).toISOString();

  // Job-seeking registrations. A: the last minute of September in Macao, approved at the last
  // minute of October (31 days). B–E in October, decided in 1 to 4 days. F in October, refused at
  // midnight of 1 November in Macao. G and five more wait in November; one waits since July; one
  // of August was closed in September (no longer waiting, not decided).
  const lastOfSeptember = '2026-09-30T15:59:00.000Z';
  const firstOfOctober = '2026-09-30T16:00:00.000Z';
  const lastOfOctober = '2026-10-31T15:59:00.000Z';
  const firstOfNovember = '2026-10-31T16:00:00.000Z';
  const october5 = '2026-10-05T02:00:00.000Z';
  await insertJobSeek(db, seeker.id, lastOfSeptember, [['approved', lastOfOctober]]);
  await insertJobSeek(db, seeker.id, firstOfOctober, [['approved', day(firstOfOctober, 1)]]);
  await insertJobSeek(db, seeker.id, october5, [['approved', day(october5, 2)]]);
  await insertJobSeek(db, seeker.id, october5, [
    ['approved', day(october5, 3)],
    ['updated', day(october5, 5)],
  ]);
  await insertJobSeek(db, seeker.id, october5, [['refused', day(october5, 4)]]);
  await insertJobSeek(db, seeker.id, october5, [['refused', firstOfNovember]]);
  await insertJobSeek(db, seeker.id, '2026-11-02T04:00:00.000Z');
  for (let i = 0; i < 5; i++) await insertJobSeek(db, seeker.id, '2026-11-10T04:00:00.000Z');
  await insertJobSeek(db, seeker.id, '2026-07-01T04:00:00.000Z');
  await insertJobSeek(db, seeker.id, '2026-08-01T04:00:00.000Z', [
    ['closed', '2026-09-10T02:00:00.000Z'],
  ]);

  // Unemployment registrations: five submitted in October, approved ten days later; one
  // submitted at the last minute of October, refused at midnight of 1 November; a draft; five
  // waiting since 12 November (three under review, two awaiting supplements).
  const october10 = '2026-10-10T02:00:00.000Z';
  for (let i = 0; i < 5; i++)
    await insertUnemployment(db, seeker.id, U.approved, october10, day(october10, 10));
  await insertUnemployment(db, seeker.id, U.refused, lastOfOctober, firstOfNovember);
  await insertUnemployment(db, seeker.id, U.draft, null);
  for (const state of [U.underReview, U.underReview, U.underReview, U.supplementRequested])
    await insertUnemployment(db, seeker.id, state, '2026-11-12T02:00:00.000Z');
  await insertUnemployment(db, seeker.id, U.supplementRequested, '2026-11-12T02:00:00.000Z');

  // Events: a fair on 31 October and 1 November (six registrations each; five checked in on the
  // first day, one just after midnight of 1 November in Macao, three on the second day); a talk
  // on 30 September with two registrations; one in August and one in December, outside the range.
  const fair = await insertEvent(db, 'Fair', ['2026-10-31', '2026-11-01']);
  const talk = await insertEvent(db, 'Talk', ['2026-09-30']);
  const outside = [
    await insertEvent(db, 'August', ['2026-08-31']),
    await insertEvent(db, 'December', ['2026-12-01']),
  ];
  const checkIns = [
    ...Array<string>(5).fill('2026-10-31T02:00:00.000Z'),
    '2026-10-31T16:30:00.000Z',
    ...Array<string>(3).fill('2026-11-01T02:00:00.000Z'),
    null,
    null,
    null,
  ];
  for (const [i, at] of checkIns.entries()) {
    const account = await createAccount(app);
    await insertEventRegistration(db, fair, fair.sessionIds[i < 6 ? 0 : 1], account.id, at);
    if (i < 2) await insertEventRegistration(db, talk, talk.sessionIds[0], account.id, null);
    if (i < 5)
      await insertEventRegistration(
        db,
        outside[i % 2],
        outside[i % 2].sessionIds[0],
        account.id,
        null,
      );
  }

  const staff = await loginAs(app, { euid: 'stat-reg-staff', accountType: 'staff', name: 'Staff' });
  const staffFigures = async (query: string) => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?${query}`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json());
  };
  const range = 'from=2026-09-01&to=2026-11-30&by=month';
  const nothing: RegistrationFigures = {
    received: 0,
    decided: 0,
    approved: 0,
    refused: 0,
    medianDays: null,
    p90Days: null,
  };

  it('counts job-seeking registrations received and decided by Macao month, with the days taken', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.registrations.jobSeeks)).toEqual([
      { ...nothing, received: null },
      // Days 31, 1, 2, 3, 4: median 3; the 90th percentile 4 + 0.6 × (31 − 4).
      { received: 5, decided: 5, approved: null, refused: null, medianDays: 3, p90Days: 20.2 },
      { ...nothing, received: 6, decided: null, refused: null },
    ]);
    // The range: days 1, 2, 3, 4, 26.58, 31.
    expect(figures.totals.registrations.jobSeeks).toEqual({
      received: 12,
      decided: 6,
      approved: null,
      refused: null,
      medianDays: 3.5,
      p90Days: 28.8,
    });
  });

  it('counts unemployment registrations submitted and decided, drafts not', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.registrations.unemployment)).toEqual([
      nothing,
      { received: 6, decided: 5, approved: 5, refused: 0, medianDays: 10, p90Days: 10 },
      { ...nothing, received: 5, decided: null, refused: null },
    ]);
    expect(figures.totals.registrations.unemployment).toEqual({
      received: 11,
      decided: 6,
      approved: 5,
      refused: null,
      medianDays: 10,
      p90Days: 10,
    });
  });

  it('counts those waiting now by age, and at the end of a range that has ended', async () => {
    const now = await staffFigures(range);
    expect(now.waiting).toEqual({
      at: '2026-11-15T04:00:00.000Z',
      jobSeeks: { upTo7: 5, upTo30: null, upTo90: 0, over90: null },
      unemployment: { upTo7: 5, upTo30: 0, upTo90: 0, over90: 0 },
    });
    // At midnight of 1 November in Macao F is still waiting (refused that instant), A is not.
    const october = await staffFigures('from=2026-10-01&to=2026-10-31&by=month');
    expect(october.waiting.at).toBe(firstOfNovember);
    expect(october.waiting.jobSeeks).toEqual({ upTo7: 0, upTo30: null, upTo90: 0, over90: null });
    expect(october.waiting.unemployment).toEqual({ upTo7: null, upTo30: 0, upTo90: 0, over90: 0 });
  });

  it('gives each event and session of the range its registrations, check-ins and show-up rate', async () => {
    const { events } = await staffFigures(range);
    expect(events.map((e) => e.name)).toEqual(['Talk', 'Fair']);
    expect(events[0]).toMatchObject({ registered: null, checkedIn: 0, showUpRate: null });
    expect(events[1]).toMatchObject({
      startDate: '2026-10-31',
      endDate: '2026-11-01',
      registered: 12,
      checkedIn: 9,
      showUpRate: 0.75,
    });
    // The check-in after midnight of 1 November in Macao is not the first session's.
    expect(events[1].sessions).toEqual([
      expect.objectContaining({
        date: '2026-10-31',
        registered: 6,
        checkedIn: 5,
        showUpRate: 0.833,
      }),
      expect.objectContaining({
        date: '2026-11-01',
        registered: 6,
        checkedIn: null,
        showUpRate: null,
      }),
    ]);
    const november = await staffFigures('from=2026-11-01&to=2026-11-30&by=week');
    expect(november.events.map((e) => e.sessions.map((s) => s.date))).toEqual([['2026-11-01']]);
  });

  it('keeps an ended month’s registrations once computed; the current month is counted anew', async () => {
    await staffFigures(range);
    for (let i = 0; i < 5; i++) {
      await insertJobSeek(db, seeker.id, '2026-10-20T02:00:00.000Z');
      await insertJobSeek(db, seeker.id, '2026-11-14T02:00:00.000Z');
    }
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.registrations.jobSeeks.received)).toEqual([null, 5, 11]);
    const kept = await db.selectFrom('statistics_kept').select('key').execute();
    expect(kept.map((k) => k.key)).toContain('registrations:2026-10-01:2026-10-31');
    expect(kept.some((k) => k.key === 'registrations:2026-11-01:2026-11-30')).toBe(false);
  });
});
