import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';
import { createEvent, registerBody, registerFor } from '../../../test/factories/events.ts';

/** Seats are never oversold (spec §3 Event registration: a session's quota). */
describe('concurrent event registrations', () => {
  let ctx: TestContext;
  const seekers: TestSeeker[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createInterviewWorld(ctx.app.db);
    for (let i = 0; i < 200; i += 1) seekers.push(await createSeekerWithResume(ctx.app));
  }, 120_000);

  it('200 registrations for a 50-seat session at once leave exactly 50', async () => {
    const event = await createEvent(ctx.app, {}, [50]);
    const body = registerBody(event.id, event.sessionIds);
    const answers = await Promise.all(seekers.map((s) => registerFor(ctx.app, s.token, body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(50);
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json());
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(r).toEqual({ code: 'BE_SESSION_FULL_BOOKING', errorArgs: [event.sessionIds[0]] });
    }
    const session = await ctx.app.db
      .selectFrom('event_session')
      .select(['taken', 'quota'])
      .where('id', '=', event.sessionIds[0])
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ taken: 50, quota: 50 });
    const stored = await ctx.app.db
      .selectFrom('event_register')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(stored).toHaveLength(50);
    const stock = await ctx.app.inject({
      method: 'GET',
      url: PATHS.eventSessionStock.replace(':id', String(event.id)),
    });
    expect(stock.json().sessions[0].remaining).toBe(0);
  }, 120_000);

  it('takes all sessions or none: a full second session leaves the first untouched', async () => {
    const event = await createEvent(ctx.app, {}, [5, 1]);
    const [first, second] = event.sessionIds;
    expect(
      (await registerFor(ctx.app, seekers[0].token, registerBody(event.id, [second]))).statusCode,
    ).toBe(200);
    const res = await registerFor(
      ctx.app,
      seekers[1].token,
      registerBody(event.id, [first, second]),
    );
    expect(res.json()).toEqual({ code: 'BE_SESSION_FULL_BOOKING', errorArgs: [second] });
    const taken = await ctx.app.db
      .selectFrom('event_session')
      .select(['id', 'taken'])
      .where('event_id', '=', event.id)
      .orderBy('id')
      .execute();
    expect(taken).toEqual([
      { id: first, taken: 0 },
      { id: second, taken: 1 },
    ]);
    const rows = await ctx.app.db
      .selectFrom('event_register')
      .select('account_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(rows).toEqual([{ account_id: seekers[0].id }]);
  });
});
