import { describe, expect, it } from 'vitest';
import { JobSeekRecordPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { seedReferenceData } from './seed.ts';
import { seedDemoResident } from './seed-demo-resident.ts';

describe('demo resident', async () => {
  const { app } = await buildTestApp();
  await seedReferenceData(app.db);

  it('gets a complete resume once; the demo login of `resident` then finds it', async () => {
    const token = await loginAs(app, 'resident');
    const before = await app.inject({ url: PATHS.profile, headers: bearer(token) });
    expect(before.statusCode).toBe(404);

    expect(await seedDemoResident(app)).toBe(true);
    expect(await seedDemoResident(app)).toBe(false);

    const after = await app.inject({ url: PATHS.profile, headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    expect(after.json().nameCn).toBeTruthy();
  });

  it('leaves `newcomer` without a resume', async () => {
    const token = await loginAs(app, 'newcomer');
    const res = await app.inject({ url: PATHS.profile, headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BE_PROFILE_NOT_FOUND');
  });
});

describe('demo resident job-seeking records', async () => {
  const { app, clock } = await buildTestApp();
  clock.set('2026-11-22T02:00:00.000Z');
  await seedReferenceData(app.db);
  const employerId = await createEmployer(app.db);
  const vacancy = await createVacancy(app.db, {
    employer_id: employerId,
    published_at: '2026-11-20T02:00:00.000Z',
  });

  it('gets a valid registration with a referral and an older completed one, once', async () => {
    await seedDemoResident(app);
    await seedDemoResident(app);
    const token = await loginAs(app, 'resident');
    const res = await app.inject({ url: PATHS.jobseeks, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const records = JobSeekRecordPageSchema.parse(res.json());
    expect(records.content.map((r) => [r.state, r.jobSeekStatus, r.jobMatchCount])).toEqual([
      [2, 1, 1],
      [5, 2, 0],
    ]);
    const matches = await app.inject({
      url: `${PATHS.jobmatches}?typeJobMatchStatusGroupIdList=900`,
      headers: bearer(token),
    });
    expect(matches.json().content).toMatchObject([{ jobOfferId: vacancy }]);
  });

  it('leaves `newcomer` without a registration', async () => {
    const token = await loginAs(app, 'newcomer');
    const res = await app.inject({ url: PATHS.jobseeks, headers: bearer(token) });
    expect(res.json().totalElements).toBe(0);
  });
});
