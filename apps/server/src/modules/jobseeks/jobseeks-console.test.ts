import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_JOBSEEK_PATHS,
  ConsoleJobSeekDetailSchema,
  ConsoleJobSeekPageSchema,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  countRows,
  getAs,
  register,
  staffAction,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';

const NOW = '2026-11-22T02:00:00.000Z';
type Caller = { headers: { authorization: string } };

describe('staff process job-seeking registrations (console)', () => {
  let ctx: TestContext;
  let staff: Caller;
  let employer: Caller;
  let staffId: number;

  const queue = async (query = '') => {
    const res = await getAs(ctx.app, staff, `${CONSOLE_JOBSEEK_PATHS.consoleJobSeeks}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleJobSeekPageSchema.parse(res.json());
  };
  const detail = async (id: number) => {
    const res = await getAs(
      ctx.app,
      staff,
      buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleJobSeekDetailSchema.parse(res.json());
  };
  const newRegistration = async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, seeker);
    ctx.clock.advance(60_000);
    return id;
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const { employerId } = await createInterviewWorld(ctx.app.db);
    staff = await staffCaller(ctx.app);
    staffId = (await ctx.app.services.auth.authenticate(staff.headers.authorization.slice(7)))!
      .account.id;
    employer = {
      headers: bearer(
        await loginAs(ctx.app, { euid: 'employer-j', accountType: 'employer', employerId }),
      ),
    };
  });

  it('lists the queue oldest first, by state', async () => {
    const a = await newRegistration();
    const b = await newRegistration();
    const page = await queue();
    const order = page.content.map((c) => c.jobSeekId);
    expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    expect(page.content.find((c) => c.jobSeekId === a)).toMatchObject({
      state: 1,
      stateDesc: 'Processing',
      jobTitle: expect.any(String),
      jobMatchCount: 0,
      seekerName: expect.stringMatching(/^Test /),
    });
    expect((await queue('?state=2')).content.map((c) => c.jobSeekId)).not.toContain(a);
    expect(
      (await getAs(ctx.app, staff, `${CONSOLE_JOBSEEK_PATHS.consoleJobSeeks}?state=6`)).json().code,
    ).toBe('VALIDATION_FAIL');
  });

  it('approves a processing registration: valid from today for 180 days, once', async () => {
    const id = await newRegistration();
    const res = await staffAction(ctx.app, staff, 'approve', id, { cardRemark: 'Welcome' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ConsoleJobSeekDetailSchema.parse(res.json())).toMatchObject({
      state: 2,
      validFrom: '2026-11-22',
      validUntil: '2027-05-20',
      cardRemark: 'Welcome',
    });
    const again = await staffAction(ctx.app, staff, 'approve', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BE_JOBSEEK_STATE_INVALID');
    expect((await staffAction(ctx.app, staff, 'refuse', id, { reason: 'x' })).json().code).toBe(
      'BE_JOBSEEK_STATE_INVALID',
    );
  });

  it('refuses a processing registration with a reason; a refused one allows nothing more', async () => {
    const id = await newRegistration();
    const missing = await staffAction(ctx.app, staff, 'refuse', id, { reason: ' ' });
    expect(missing.json().code).toBe('VALIDATION_FAIL');
    const long = await staffAction(ctx.app, staff, 'refuse', id, { reason: 'x'.repeat(501) });
    expect(long.json().code).toBe('VALIDATION_FAIL');
    const res = await staffAction(ctx.app, staff, 'refuse', id, { reason: 'Not reachable' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 4, stateDesc: 'Refused' });
    for (const action of ['approve', 'close'] as const) {
      const r = await staffAction(ctx.app, staff, action, id, { jobSeekResultId: 2 });
      expect(r.json().code, action).toBe('BE_JOBSEEK_STATE_INVALID');
    }
    const refer = await staffAction(ctx.app, staff, 'refer', id, { jobOfferIds: [1] });
    expect(refer.json().code).toBe('BE_NO_VALID_JOBSEEK_SERVICE');
  });

  it('closes a processing or valid registration with its result; then nothing more', async () => {
    const processing = await newRegistration();
    const closed = await staffAction(ctx.app, staff, 'close', processing, {
      jobSeekResultId: 3,
      detailsRemark: '<p onclick="x()">Withdrawn <i>by phone</i></p>',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      state: 5,
      jobSeekResult: 'Registration withdrawn',
      detailsRemark: '<p>Withdrawn <i>by phone</i></p>',
    });
    const valid = await newRegistration();
    await staffAction(ctx.app, staff, 'approve', valid);
    expect(
      (await staffAction(ctx.app, staff, 'close', valid, { jobSeekResultId: 1 })).statusCode,
    ).toBe(200);
    for (const action of ['approve', 'close'] as const) {
      const r = await staffAction(ctx.app, staff, action, valid, { jobSeekResultId: 1 });
      expect(r.json().code, action).toBe('BE_JOBSEEK_STATE_INVALID');
    }
    for (const body of [
      { jobSeekResultId: 5 },
      {},
      { jobSeekResultId: 1, cardRemark: 'x'.repeat(201) },
    ]) {
      const r = await staffAction(ctx.app, staff, 'close', processing, body);
      expect(r.json().code, JSON.stringify(body)).toBe('VALIDATION_FAIL');
    }
  });

  it('records every action with the staff account and the time', async () => {
    const id = await newRegistration();
    await staffAction(ctx.app, staff, 'approve', id);
    ctx.clock.advance(60_000);
    await staffAction(ctx.app, staff, 'close', id, { jobSeekResultId: 2 });
    const events = await ctx.app.db
      .selectFrom('job_seek_event')
      .selectAll()
      .where('job_seek_id', '=', id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.action, e.actor, e.actor_account_id])).toEqual([
      ['registered', 'seeker', expect.any(Number)],
      ['approved', 'staff', staffId],
      ['closed', 'staff', staffId],
    ]);
    expect(events[2].at).toBe(ctx.clock.now().toISOString());
    const shown = await detail(id);
    expect(shown.history.map((h) => [h.action, h.actor, h.at])).toEqual(
      events.map((e) => [e.action, e.actor, e.at]),
    );
  });

  it('answers NOT_FOUND for an unknown registration and VALIDATION_FAIL for a bad id', async () => {
    const res = await staffAction(ctx.app, staff, 'approve', 999999);
    expect(res.statusCode).toBe(404);
    const bad = await getAs(ctx.app, staff, `${CONSOLE_JOBSEEK_PATHS.consoleJobSeeks}/abc`);
    expect(bad.json().code).toBe('VALIDATION_FAIL');
  });

  it('is for staff only: employers and seekers are refused, and nothing changes', async () => {
    const id = await newRegistration();
    const events = await countRows(ctx.app, 'job_seek_event');
    const seeker = { headers: bearer(await loginAs(ctx.app, 'resident')) };
    for (const caller of [employer, seeker]) {
      expect(
        (await getAs(ctx.app, caller, CONSOLE_JOBSEEK_PATHS.consoleJobSeeks)).json().code,
      ).toBe('FORBIDDEN_ROLE');
      const res = await staffAction(ctx.app, caller, 'approve', id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect(await countRows(ctx.app, 'job_seek_event')).toBe(events);
    expect((await detail(id)).state).toBe(1);
  });
});
