import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp } from '../../../test/helper.ts';
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
