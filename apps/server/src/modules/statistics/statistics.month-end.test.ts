import { describe, expect, it } from 'vitest';
import { PATHS, StaffStatisticsSchema } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { createJobClasses, createVacancy } from '../../../test/factories/search-vacancies.ts';

/**
 * A vacancy's validity in the statistics is the lists' (joboffer-validity.ts), month ends
 * included: published on 30 October, a day February lacks, it is valid through 28 February and
 * expires at 00:00 on 1 March (Macao), so it is open at the end of the week ending that Sunday and
 * expires in the next week; one published on 28 October at 10:00 expires on 28 February at 10:00.
 */
describe('statistics at a month end the fourth month lacks', async () => {
  const { app, clock } = await buildAuthTestApp();
  clock.set('2027-03-20T04:00:00.000Z');
  await createJobClasses(app.db);
  await createVacancy(app.db, { published_at: '2026-10-30T02:00:00.000Z' });
  await createVacancy(app.db, { published_at: '2026-10-28T02:00:00.000Z' });
  const staff = await loginAs(app, {
    euid: 'month-end-staff',
    accountType: 'staff',
    name: 'Staff',
  });

  it('counts a vacancy open until its own expiry and expired in the week it expires', async () => {
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?from=2027-02-22&to=2027-03-07&by=week`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const weeks = StaffStatisticsSchema.parse(res.json());
    expect(weeks.periods.map(({ from, to }) => [from, to])).toEqual([
      ['2027-02-22', '2027-02-28'],
      ['2027-03-01', '2027-03-07'],
    ]);
    expect(weeks.periods.map((p) => p.vacancies)).toEqual([
      { open: 1, new: 0, positions: 0, withdrawn: 0, expired: 1, filled: 0 },
      { open: 0, new: 0, positions: 0, withdrawn: 0, expired: 1, filled: 0 },
    ]);
  });
});
