import { describe, expect, it } from 'vitest';
import { PATHS, STATISTICS_MAX_DAYS } from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { createInterviewWorld } from '../../../test/factories/jobmatches.ts';

/** Who may read the statistics, and every input the staff's figures refuse. */
describe('statistics: access and bad input', async () => {
  const { app } = await buildAuthTestApp();
  const { employerId } = await createInterviewWorld(app.db);
  const staff = await loginAs(app, { euid: 'stat-acc-staff', accountType: 'staff', name: 'S' });
  const employer = await loginAs(app, {
    euid: 'stat-acc-employer',
    accountType: 'employer',
    employerId,
  });
  const seeker = await loginAs(app, 'resident');
  const get = (url: string, token?: string) =>
    app.inject({ url, headers: token ? bearer(token) : {} });
  const staffUrl = (query: string) => `${PATHS.consoleStaffStatistics}?${query}`;
  const good = 'from=2026-01-01&to=2026-12-31&by=month';

  it('gives the staff figures to staff only, the employer figures to employers only', async () => {
    expect((await get(staffUrl(good), staff)).statusCode).toBe(200);
    expect((await get(PATHS.consoleEmployerStatistics, employer)).statusCode).toBe(200);
    for (const [url, token] of [
      [staffUrl(good), employer],
      [staffUrl(good), seeker],
      [PATHS.consoleEmployerStatistics, staff],
      [PATHS.consoleEmployerStatistics, seeker],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN_ROLE', errorArgs: [] });
    }
    expect((await get(staffUrl(good))).statusCode).toBe(401);
    expect((await get(PATHS.consoleEmployerStatistics)).statusCode).toBe(401);
  });

  it.each([
    ['no range', 'by=month', 'from'],
    ['no grouping', 'from=2026-01-01&to=2026-01-31', 'by'],
    ['a grouping it does not know', 'from=2026-01-01&to=2026-01-31&by=day', 'by'],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-31&by=month', 'from'],
    ['a day in another form', 'from=2026-1-1&to=2026-03-31&by=month', 'from'],
    ['an end before the start', 'from=2026-03-01&to=2026-02-28&by=month', 'to'],
    ['more than a year and a day', `from=2025-01-01&to=2026-01-02&by=week`, 'to'],
    ['a sector that is not a number', `${good}&sector=abc`, 'sector'],
    ['a sector written as an exponent', `${good}&sector=1e3`, 'sector'],
    ['an employer type out of range', `${good}&employerType=100`, 'employerType'],
    ['a day far too long', `from=${'2'.repeat(5000)}&to=2026-01-31&by=month`, 'from'],
  ])('refuses %s with VALIDATION_FAIL naming the field', async (_, query, field) => {
    const kept = () => app.db.selectFrom('statistics_kept').select('key').execute();
    const before = await kept();
    const res = await get(staffUrl(query), staff);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; errorArgs: string[] }>();
    expect(body.code).toBe('VALIDATION_FAIL');
    expect(body.errorArgs.join(' ')).toContain(field);
    expect(await kept()).toEqual(before);
  });

  it('takes a range of exactly a year and a day', async () => {
    expect(STATISTICS_MAX_DAYS).toBe(366);
    const res = await get(staffUrl('from=2025-01-01&to=2026-01-01&by=week'), staff);
    expect(res.statusCode, res.body).toBe(200);
  });
});
