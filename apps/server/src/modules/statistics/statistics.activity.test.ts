import { describe, expect, it } from 'vitest';
import {
  PATHS,
  StaffStatisticsSchema,
  type Locale,
  type NotificationFigures,
  type ResidentCount,
} from '@vaga/contract';
import { bearer, buildAuthTestApp, createAccount, loginAs } from '../../../test/auth.ts';
import {
  insertAlert,
  insertDelivery,
  insertResume,
  setLanguageOfUse,
} from '../../../test/factories/statistics-activity.ts';

/**
 * Notifications (deliveries settled, by channel and kind) and residents (resumes made and
 * published, job alerts made, by language of use) against seeded rows, on the database under
 * test: Macao's month boundary (16:00 UTC), "fewer than 5" (null) for people, kept periods.
 */
describe('statistics: notifications and residents', async () => {
  // 15 November 2026, 12:00 in Macao: September and October have ended, November has not.
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const lastOfOctober = '2026-10-31T15:59:00.000Z';
  const firstOfNovember = '2026-10-31T16:00:00.000Z';

  const person = async (locale: Locale | null) => {
    const account = await createAccount(app);
    if (locale) await setLanguageOfUse(db, account.id, locale);
    return account.id;
  };
  // Five Portuguese speakers' published resumes at 23:59 on 31 October in Macao.
  for (let i = 0; i < 5; i++) await insertResume(db, await person('pt'), lastOfOctober, true);
  // Two of people who never named a language (zh-Hant), at midnight on 1 November, one published.
  await insertResume(db, await person(null), firstOfNovember, true);
  await insertResume(db, await person(null), firstOfNovember, false);
  // Six English speakers' unpublished resumes in November.
  for (let i = 0; i < 6; i++)
    await insertResume(db, await person('en'), '2026-11-05T02:00:00.000Z', false);
  // Five alerts of one Portuguese speaker at midnight on 1 October; one Simplified at 23:59 before.
  const alerts = await person('pt');
  for (let i = 0; i < 5; i++) await insertAlert(db, alerts, '2026-09-30T16:00:00.000Z');
  await insertAlert(db, await person('zh-Hans'), '2026-09-30T15:59:00.000Z');

  // Deliveries: two e-mails sent on 31 October, an SMS failed at midnight on 1 November, three
  // pushes skipped in September; pending and cancelled ones are not counted.
  const to = await person(null);
  const deliver = (
    kind: 'interviews' | 'alerts',
    channel: 'email' | 'push' | 'sms',
    state: 'pending' | 'sent' | 'skipped' | 'cancelled' | 'failed',
    at: string,
  ) => insertDelivery(db, to, { kind, channel, state, at });
  await deliver('interviews', 'email', 'sent', lastOfOctober);
  await deliver('interviews', 'email', 'sent', '2026-10-02T02:00:00.000Z');
  await deliver('interviews', 'sms', 'failed', firstOfNovember);
  for (let i = 0; i < 3; i++)
    await deliver('alerts', 'push', 'skipped', '2026-09-10T02:00:00.000Z');
  await deliver('interviews', 'email', 'pending', '2026-10-03T02:00:00.000Z');
  await deliver('alerts', 'email', 'cancelled', '2026-10-03T02:00:00.000Z');

  const staff = await loginAs(app, { euid: 'activity-staff', accountType: 'staff', name: 'Staff' });
  const staffFigures = async (query: string) => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?${query}`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json());
  };
  const range = 'from=2026-09-01&to=2026-11-30&by=month';

  /** The cells of a figure set that are not all zero. */
  const counted = (figures: NotificationFigures) =>
    figures.filter((c) => c.sent + c.failed + c.skipped > 0);
  const count = (
    all: number | null,
    by: Partial<Record<Locale, number | null>>,
  ): ResidentCount => ({
    all,
    byLanguage: { 'zh-Hant': 0, 'zh-Hans': 0, pt: 0, en: 0, ...by },
  });

  it('counts deliveries settled in each Macao month by channel, kind and outcome', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => counted(p.notifications))).toEqual([
      [{ channel: 'push', kind: 'alerts', sent: 0, failed: 0, skipped: 3 }],
      [{ channel: 'email', kind: 'interviews', sent: 2, failed: 0, skipped: 0 }],
      [{ channel: 'sms', kind: 'interviews', sent: 0, failed: 1, skipped: 0 }],
    ]);
    // Every channel and kind is named, counted or not.
    expect(figures.periods[0].notifications).toHaveLength(3 * 6);
    expect(counted(figures.totals.notifications)).toEqual([
      { channel: 'email', kind: 'interviews', sent: 2, failed: 0, skipped: 0 },
      { channel: 'push', kind: 'alerts', sent: 0, failed: 0, skipped: 3 },
      { channel: 'sms', kind: 'interviews', sent: 0, failed: 1, skipped: 0 },
    ]);
  });

  it('counts residents by language of use and Macao month, fewer than 5 as null', async () => {
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.residents)).toEqual([
      {
        newResumes: count(0, {}),
        publishedResumes: count(0, {}),
        jobAlerts: count(null, { 'zh-Hans': null }),
      },
      {
        newResumes: count(5, { pt: 5 }),
        publishedResumes: count(5, { pt: 5 }),
        jobAlerts: count(5, { pt: 5 }),
      },
      {
        newResumes: count(8, { 'zh-Hant': null, en: 6 }),
        publishedResumes: count(null, { 'zh-Hant': null }),
        jobAlerts: count(0, {}),
      },
    ]);
    expect(figures.totals.residents).toEqual({
      newResumes: count(13, { 'zh-Hant': null, pt: 5, en: 6 }),
      publishedResumes: count(6, { 'zh-Hant': null, pt: 5 }),
      jobAlerts: count(6, { 'zh-Hans': null, pt: 5 }),
    });
  });

  it('is the same whatever the sector or employer type', async () => {
    const all = await staffFigures(range);
    const filtered = await staffFigures(`${range}&sector=3&employerType=2`);
    expect(filtered.totals.notifications).toEqual(all.totals.notifications);
    expect(filtered.totals.residents).toEqual(all.totals.residents);
  });

  it('keeps an ended period’s figures once computed; the current period is counted anew', async () => {
    await staffFigures(range);
    for (const at of ['2026-10-20T02:00:00.000Z', '2026-11-12T02:00:00.000Z'])
      for (let i = 0; i < 5; i++) await insertResume(db, await person('en'), at, false);
    const figures = await staffFigures(range);
    expect(figures.periods.map((p) => p.residents.newResumes.all)).toEqual([0, 5, 13]);
    const kept = await db.selectFrom('statistics_kept').select('key').execute();
    expect(kept.map((k) => k.key)).toContain('activity:2026-10-01:2026-10-31');
    expect(kept.some((k) => k.key === 'activity:2026-11-01:2026-11-30')).toBe(false);
  });
});
