import { beforeAll, describe, expect, it } from 'vitest';
import {
  JobAssistanceOptionsSchema,
  JobAssistanceSchema,
  PATHS,
  macaoToday,
  shiftDate,
} from '@vaga/contract';
import { bearer, loginAs, setProviderBirthDate } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  approve,
  countRows,
  getAs,
  jobSeekBody,
  postAssistance,
  putAssistance,
  register,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';

import { JobSeeksRepository } from './jobseeks.repository.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('registering for the job-seeking service (POST/PUT/GET jobassistance)', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffCaller>>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createInterviewWorld(ctx.app.db);
    staff = await staffCaller(ctx.app);
  });

  const seeker = (overrides = {}) => createSeekerWithResume(ctx.app, overrides);

  it('answers 404 before the first registration, then registers it as processing', async () => {
    const s = await seeker();
    expect((await getAs(ctx.app, s, PATHS.jobAssistance)).json().code).toBe('NOT_FOUND');
    const res = await postAssistance(ctx.app, s, jobSeekBody());
    expect(res.statusCode, res.body).toBe(200);
    const { jobSeekId, entNo } = res.json();
    expect(entNo).toBe(`JS20261122-${String(jobSeekId).padStart(6, '0')}`);
    const got = await getAs(ctx.app, s, PATHS.jobAssistance);
    const body = JobAssistanceSchema.parse(got.json());
    expect(body).toMatchObject({
      jobSeekId,
      entNo,
      state: 1,
      stateDesc: 'Processing',
      currentJobSeekIsValid: 1,
      validFrom: null,
      validUntil: null,
    });
    expect(body.profile.jobSeekJobTitleList).toEqual(jobSeekBody().jobSeekJobTitleList);
    expect(body.labels).toMatchObject({
      employmentStatus: 'Employed',
      regReason: 'Looking for a first job',
      shift: 'Can work shifts',
      notificationMethods: ['Text message', 'App notification'],
      notificationTypes: ['Referrals and interviews'],
    });
    const history = await ctx.app.db
      .selectFrom('job_seek_event')
      .selectAll()
      .where('job_seek_id', '=', jobSeekId)
      .execute();
    expect(history).toMatchObject([
      { action: 'registered', actor: 'seeker', actor_account_id: s.id },
    ]);
  });

  it('options: the update button is disabled while processing, the validity and tip from config', async () => {
    const s = await seeker();
    const before = JobAssistanceOptionsSchema.parse(
      (await getAs(ctx.app, s, PATHS.jobAssistanceOptions)).json(),
    );
    expect(before).toMatchObject({
      selfJobSeekOption: { disableCreateUpdate: 0, showUpdateTip: 1 },
      isDisability: 0,
      validityDays: 180,
    });
    expect(before.notificationMethods.map((m) => m.id)).toEqual([1, 2, 3]);
    const id = await register(ctx.app, s);
    const during = (await getAs(ctx.app, s, PATHS.jobAssistanceOptions)).json();
    expect(during.selfJobSeekOption.disableCreateUpdate).toBe(1);
    await approve(ctx.app, staff, id);
    const after = (await getAs(ctx.app, s, PATHS.jobAssistanceOptions)).json();
    expect(after.selfJobSeekOption.disableCreateUpdate).toBe(0);
  });

  it('refuses a second current registration with BE_EXIST_VALID_JOBSEEK_SERVICE', async () => {
    const s = await seeker();
    const id = await register(ctx.app, s);
    const again = await postAssistance(ctx.app, s, jobSeekBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_EXIST_VALID_JOBSEEK_SERVICE');
    await approve(ctx.app, staff, id);
    const whileValid = await postAssistance(ctx.app, s, jobSeekBody());
    expect(whileValid.json().code).toBe('BE_EXIST_VALID_JOBSEEK_SERVICE');
    const rows = await ctx.app.db
      .selectFrom('job_seek')
      .select('id')
      .where('account_id', '=', s.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two concurrent registrations leave exactly one', async () => {
    const s = await seeker();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => postAssistance(ctx.app, s, jobSeekBody())),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual([
      'BE_EXIST_VALID_JOBSEEK_SERVICE',
      'BE_EXIST_VALID_JOBSEEK_SERVICE',
      'BE_EXIST_VALID_JOBSEEK_SERVICE',
      'ok',
    ]);
    const rows = await ctx.app.db
      .selectFrom('job_seek')
      .select('id')
      .where('account_id', '=', s.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the database itself holds one current registration per seeker (unique index)', async () => {
    const s = await seeker();
    const at = ctx.clock.now().toISOString();
    const event = {
      action: 'registered',
      actor: 'seeker' as const,
      actorAccountId: s.id,
      detail: null,
      at,
    };
    const repository = new JobSeeksRepository(ctx.app.db);
    expect(await repository.create(s.id, '{}', event)).not.toBeNull();
    expect(await repository.create(s.id, '{}', event)).toBeNull();
    // A registration that is no longer current leaves room for a new one.
    await ctx.app.db
      .updateTable('job_seek')
      .set({ current: null })
      .where('account_id', '=', s.id)
      .execute();
    expect(await repository.create(s.id, '{}', event)).not.toBeNull();
  });

  it('PUT: none → BE_NO_VALID_JOBSEEK_SERVICE, processing → BE_JOBSEEK_UNDER_REVIEW, valid → updated', async () => {
    const s = await seeker();
    const none = await putAssistance(ctx.app, s, jobSeekBody());
    expect(none.json().code).toBe('BE_NO_VALID_JOBSEEK_SERVICE');
    const id = await register(ctx.app, s);
    const review = await putAssistance(ctx.app, s, jobSeekBody({ jobDetailRequest: 'x' }));
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('BE_JOBSEEK_UNDER_REVIEW');
    await approve(ctx.app, staff, id);
    const res = await putAssistance(ctx.app, s, jobSeekBody({ jobDetailRequest: 'Day shifts' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobSeekId).toBe(id);
    const got = JobAssistanceSchema.parse((await getAs(ctx.app, s, PATHS.jobAssistance)).json());
    const today = macaoToday(ctx.clock.now());
    expect(got).toMatchObject({
      state: 2,
      validFrom: today,
      validUntil: shiftDate(today, 0, 179),
      profile: { jobDetailRequest: 'Day shifts' },
    });
    const actions = await ctx.app.db
      .selectFrom('job_seek_event')
      .select('action')
      .where('job_seek_id', '=', id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['registered', 'approved', 'updated']);
  });

  it('needs a resume, an adult, a resume not forced to update, a resident', async () => {
    const before = await countRows(ctx.app, 'job_seek');
    const noResume = { headers: bearer(await loginAs(ctx.app, {})) };
    expect((await postAssistance(ctx.app, noResume, jobSeekBody())).json().code).toBe(
      'BE_PROFILE_NOT_FOUND',
    );
    const young = await seeker();
    await setProviderBirthDate(ctx.app, young.id, shiftDate(macaoToday(ctx.clock.now()), -16, 1));
    expect((await postAssistance(ctx.app, young, jobSeekBody())).json().code).toBe(
      'BE_SEEKER_AGE_MUST_GE_16',
    );
    const stale = await seeker();
    await ctx.app.db
      .updateTable('profile')
      .set({ updated_at: '2020-01-01T00:00:00.000Z' })
      .where('account_id', '=', stale.id)
      .execute();
    expect((await postAssistance(ctx.app, stale, jobSeekBody())).json().code).toBe(
      'BE_PROFILE_MUST_UPDATE',
    );
    const visitor = { headers: bearer(await loginAs(ctx.app, 'nonresident')) };
    expect((await postAssistance(ctx.app, visitor, jobSeekBody())).json().code).toBe(
      'BE_NOT_RESIDENT',
    );
    const employer = { headers: bearer(await loginAs(ctx.app, 'employer')) };
    expect((await postAssistance(ctx.app, employer, jobSeekBody())).json().code).toBe(
      'FORBIDDEN_ROLE',
    );
    expect(await countRows(ctx.app, 'job_seek')).toBe(before);
  });
});
