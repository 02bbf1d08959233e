import { describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import { OPTIONS, profileInput, seedReferenceOptions } from '../../../test/factories/profile.ts';
import { buildTestApp } from '../../../test/helper.ts';
import type { App } from '../../platform/types.ts';

/** A fresh app, and a seeker with a resume saved at the clock's start. */
async function seekerWithProfile(env: NodeJS.ProcessEnv = {}) {
  const { app, clock } = await buildTestApp({ env });
  await seedReferenceOptions(app.db);
  const account = await createAccount(app);
  const headers = async () => bearer((await app.services.auth.openSession(account.id)).token);
  const res = await app.inject({
    method: 'POST',
    url: PATHS.profile,
    headers: await headers(),
    payload: profileInput(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const flag = async () => {
    const read = await app.inject({ method: 'GET', url: PATHS.profile, headers: await headers() });
    return read.json().needUpadteProfile as number;
  };
  return { app, clock, account, headers, flag };
}

const usable = (app: App, accountId: number) =>
  app.services.profile.assertProfileUsable(accountId).then(
    () => 'usable',
    (error: { code: string }) => error.code,
  );

describe('needUpadteProfile (spec §4): 0 / 1 / 2', () => {
  it('is 0 while fresh, 1 from 12 months, 2 from 24 months, and 0 again after an update', async () => {
    const { app, clock, account, headers, flag } = await seekerWithProfile();
    expect(await flag()).toBe(0);
    clock.advanceDays(364);
    expect(await flag()).toBe(0);
    clock.advanceDays(2);
    expect(await flag()).toBe(1);
    expect(await usable(app, account.id)).toBe('usable');
    clock.advanceDays(366);
    expect(await flag()).toBe(2);
    expect(await app.services.profile.needUpdate(account.id)).toBe(2);
    expect(await usable(app, account.id)).toBe('BE_PROFILE_MUST_UPDATE');

    const put = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers: await headers(),
      payload: profileInput(),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().needUpadteProfile).toBe(0);
    expect(await usable(app, account.id)).toBe('usable');
  });

  it('is 2 as soon as an option the resume uses is disabled, until the resume is updated', async () => {
    const { app, account, headers, flag } = await seekerWithProfile();
    expect(await flag()).toBe(0);
    // Through the references module, as staff do: the kept catalogue hears of it at once.
    await app.services.references.setActive('SKILL', OPTIONS.skill, false);
    expect(await flag()).toBe(2);
    expect(await usable(app, account.id)).toBe('BE_PROFILE_MUST_UPDATE');
    const status = await app.inject({
      method: 'GET',
      url: PATHS.profileV2,
      headers: await headers(),
    });
    expect(status.json()).toMatchObject({ hasProfile: 1, needUpadteProfile: 2 });

    // The disabled option cannot stay: the update must replace it.
    const same = await app.inject({
      method: 'PUT',
      url: PATHS.profile,
      headers: await headers(),
      payload: profileInput(),
    });
    expect(same.json().code).toBe('BE_REFERENCE_OPTION_INACTIVE');
    const replaced = await app.inject({
      method: 'PUT',
      url: PATHS.profileSimple,
      headers: await headers(),
      payload: { occupationInfo: { skillList: [{ textSkill: 'Excel' }], expectedJobList: [] } },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().needUpadteProfile).toBe(0);
  });

  it('follows the configured ages', async () => {
    const { clock, flag } = await seekerWithProfile({
      PROFILE_SOFT_UPDATE_MONTHS: '1',
      PROFILE_FORCED_UPDATE_MONTHS: '2',
    });
    clock.advanceDays(32);
    expect(await flag()).toBe(1);
    clock.advanceDays(31);
    expect(await flag()).toBe(2);
  });

  it('makes booking flows refuse a seeker without a resume', async () => {
    const { app } = await buildTestApp();
    const account = await createAccount(app);
    expect(await usable(app, account.id)).toBe('BE_PROFILE_NOT_FOUND');
    expect(await app.services.profile.needUpdate(account.id)).toBe(0);
  });
});

describe('seedDemoProfile', () => {
  it('gives an account a complete resume that passes every rule, once', async () => {
    const { seedDemoProfile } = await import('./profile.seed.ts');
    const { app } = await buildTestApp();
    await seedReferenceOptions(app.db);
    const account = await createAccount(app, { identityNo: '1234567(8)' });
    expect(await seedDemoProfile(app.db, account.id, app.clock.now())).toBe(true);
    expect(await seedDemoProfile(app.db, account.id, app.clock.now())).toBe(false);
    const headers = bearer((await app.services.auth.openSession(account.id)).token);
    const read = await app.inject({ method: 'GET', url: PATHS.profile, headers });
    expect(read.json()).toMatchObject({
      nameCn: '陳大文',
      docNum: '1234567(8)',
      needUpadteProfile: 0,
    });
    // What GET answers can be sent back as is (derived fields are ignored).
    const stored = read.json() as Record<string, unknown>;
    const again = await app.inject({ method: 'PUT', url: PATHS.profile, headers, payload: stored });
    expect(again.statusCode, again.body).toBe(200);
  });
});
