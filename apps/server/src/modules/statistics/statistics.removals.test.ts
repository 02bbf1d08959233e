import { describe, expect, it } from 'vitest';
import { PATHS, StaffStatisticsSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';
import { createVacancy } from '../../../test/factories/search-vacancies.ts';

/**
 * The vacancies' figures count the publications from index ranges and take off what removals
 * change (joboffer-statistics.repository.ts): a vacancy hidden or expired before a week's end is
 * not open at it, a hidden one never expires, and an expired one removed still expires four Macao
 * months after its publication. Weeks of 21 September – 11 October 2026; the weeks' expiring
 * windows are four Macao months before each (the second's: 28 May – 3 June).
 */
describe('statistics: vacancies hidden, expired and withdrawn', async () => {
  const { app, clock } = await buildAuthTestApp();
  clock.set('2026-11-15T04:00:00.000Z');
  const { db } = app;
  const { employerId } = await createInterviewWorld(db);
  const vacancy = (published_at: string, more: Parameters<typeof createVacancy>[1] = {}) =>
    createVacancy(db, { employer_id: employerId, published_at, ...more });

  // Published in the first week, hidden in the second: open at the first week's end only.
  await vacancy('2026-09-22T02:00:00.000Z', {
    positions: 2,
    removed_at: '2026-09-29T02:00:00.000Z',
    removal_kind: 'hidden',
  });
  // Published in the second week's expiring window, removed as expired in the first week: not
  // open at the first week's end, expired in the second.
  await vacancy('2026-05-30T02:00:00.000Z', {
    removed_at: '2026-09-25T02:00:00.000Z',
    removal_kind: 'expired',
  });
  // Published in the same window but hidden long before: never expired.
  await vacancy('2026-06-01T02:00:00.000Z', {
    removed_at: '2026-06-10T02:00:00.000Z',
    removal_kind: 'hidden',
  });
  // Never removed, published in the second week: open at the second and third weeks' ends.
  await vacancy('2026-10-01T02:00:00.000Z', { positions: 3 });
  // Published and withdrawn in the third week.
  await vacancy('2026-10-05T02:00:00.000Z', {
    positions: 4,
    removed_at: '2026-10-06T02:00:00.000Z',
    removal_kind: 'withdrawn',
  });

  const staff = await loginAs(app, { euid: 'removal-staff', accountType: 'staff', name: 'Staff' });
  const figures = async (filter = '') => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?from=2026-09-21&to=2026-10-11&by=week${filter}`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return StaffStatisticsSchema.parse(res.json());
  };
  const expected = [
    { open: 1, new: 1, positions: 2, withdrawn: 0, expired: 0, filled: 0 },
    { open: 1, new: 1, positions: 3, withdrawn: 0, expired: 1, filled: 0 },
    { open: 1, new: 1, positions: 4, withdrawn: 1, expired: 0, filled: 0 },
  ];

  it('counts open, new, positions, withdrawn and expired with every kind of removal', async () => {
    expect((await figures()).periods.map((p) => p.vacancies)).toEqual(expected);
  });

  it('counts the same for the vacancies’ sector and employer type, none for others', async () => {
    expect((await figures('&sector=3')).periods.map((p) => p.vacancies)).toEqual(expected);
    expect((await figures('&employerType=1')).periods.map((p) => p.vacancies)).toEqual(expected);
    const none = { open: 0, new: 0, positions: 0, withdrawn: 0, expired: 0, filled: 0 };
    expect((await figures('&sector=6')).periods.map((p) => p.vacancies)).toEqual([
      none,
      none,
      none,
    ]);
  });

  it('gives each sector the vacancies published in the range and their positions', async () => {
    const { sectors } = await figures();
    expect(sectors.find((s) => s.sector === 3)).toMatchObject({ new: 3, positions: 9 });
    expect(sectors.filter((s) => s.sector !== 3).every((s) => s.new === 0)).toBe(true);
  });
});
