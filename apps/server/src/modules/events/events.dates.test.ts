import { beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_EVENT_PATHS as P, EventPageSchema, macaoToday, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { consoleEventInput, createEvent } from '../../../test/factories/events.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';

const NOW = '2026-11-22T02:00:00.000Z'; // 10:00 in Macao
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An event's dates: none in the past, registration closing by the event's last day; and the
 * status residents see as the clock moves: enrolling, registration closed while the event is
 * still to come, finished only once it has taken place.
 */
describe('event dates and statuses', () => {
  let ctx: TestContext;
  let staff: { authorization: string };

  beforeEach(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    staff = bearer(await loginAs(ctx.app, 'staff'));
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...staff, 'accept-language': 'en' },
      payload: payload as Record<string, unknown>,
    });
  const at = (path: string, id: number, sessionId?: number) =>
    path.replace(':id', String(id)).replace(':sessionId', String(sessionId));
  const refusal = (field: string, key: string) => ({
    code: 'VALIDATION_FAIL',
    errorArgs: [field, key],
  });
  const input = (overrides: Record<string, unknown> = {}) =>
    consoleEventInput(ctx.clock.millis(), overrides);

  async function statusOf(id: number, language: string) {
    const res = await ctx.app.inject({
      url: PATHS.event.replace(':id', String(id)),
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { typeEventStatus, statusDesc } = res.json() as {
      typeEventStatus: number;
      statusDesc: string;
    };
    return [typeEventStatus, statusDesc];
  }
  async function listed(status: number) {
    const res = await ctx.app.inject({ url: `${PATHS.events}?typeEventStatus=${status}` });
    expect(res.statusCode, res.body).toBe(200);
    return EventPageSchema.parse(res.json()).content.map((e) => e.eventId);
  }

  it('refuses an event starting in the past, or whose registration has closed or outlasts it', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '2026-11-21' }, 'body.startDate', 'validation.notPast'],
      [
        { registerFrom: '2026-11-01', registerTo: '2026-11-21' },
        'body.registerTo',
        'validation.futureRequired',
      ],
      [{ registerTo: '2026-12-12' }, 'body.registerTo', 'validation.registrationAfterEvent'],
      [
        { registerTo: '2026-12-11T16:00:00.000Z' },
        'body.registerTo',
        'validation.registrationAfterEvent',
      ],
    ];
    for (const [overrides, field, key] of cases) {
      const res = await send('POST', P.consoleEvents, input(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(refusal(field, key));
    }
    // Nothing was written.
    expect(await listed(1)).toEqual([]);
    // Today, and registration until the end of the last day, are allowed.
    const ok = await send(
      'POST',
      P.consoleEvents,
      input({
        startDate: macaoToday(ctx.clock.now()),
        endDate: '2026-12-11',
        registerTo: '2026-12-11',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets an event under way be edited with its first day kept, but not moved into the past', async () => {
    const event = await createEvent(ctx.app, {
      start_date: '2026-11-20',
      end_date: '2026-11-25',
      register_from: '2026-11-01T00:00:00.000Z',
      register_to: '2026-11-19T00:00:00.000Z',
    });
    const kept = {
      startDate: '2026-11-20',
      endDate: '2026-11-25',
      registerFrom: '2026-11-01T00:00:00.000Z',
      registerTo: '2026-11-19T00:00:00.000Z',
    };
    const edited = await send('PUT', at(P.consoleEvent, event.id), input(kept));
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await send(
      'PUT',
      at(P.consoleEvent, event.id),
      input({ ...kept, startDate: '2026-11-19' }),
    );
    expect(moved.json()).toEqual(refusal('body.startDate', 'validation.notPast'));
    // A session is not added on a day already gone; one kept on its day may stay.
    const session = {
      date: '2026-11-21',
      startTime: '10:00',
      endTime: '12:00',
      quota: 10,
      ticketFrom: '09:30',
      ticketTo: '10:00',
    };
    const added = await send('POST', at(P.consoleEventSessions, event.id), session);
    expect(added.json()).toEqual(refusal('body.date', 'validation.notPast'));
    const today = await send('POST', at(P.consoleEventSessions, event.id), {
      ...session,
      date: '2026-11-22',
    });
    expect(today.statusCode, today.body).toBe(200);
  });

  it('shows a future event whose registration closed as registration closed, finished once over', async () => {
    const event = await createEvent(ctx.app, {
      start_date: '2026-12-04',
      end_date: '2026-12-05',
      register_to: new Date(Date.parse(NOW) + 3 * DAY_MS).toISOString(),
    });
    expect(await statusOf(event.id, 'en')).toEqual([1, 'Enrolling']);
    expect(await listed(1)).toEqual([event.id]);

    ctx.clock.set(new Date(Date.parse(NOW) + 4 * DAY_MS));
    expect(await statusOf(event.id, 'en')).toEqual([3, 'Registration closed']);
    expect(await statusOf(event.id, 'zh-Hant')).toEqual([3, '報名已截止']);
    expect(await statusOf(event.id, 'pt')).toEqual([3, 'Inscrições encerradas']);
    expect([await listed(1), await listed(3), await listed(2)]).toEqual([[], [event.id], []]);

    // On its last day it has not yet taken place.
    ctx.clock.set('2026-12-05T08:00:00.000Z');
    expect(await statusOf(event.id, 'en')).toEqual([3, 'Registration closed']);
    // The day after, it has.
    ctx.clock.set('2026-12-05T16:00:00.000Z');
    expect(await statusOf(event.id, 'en')).toEqual([2, 'Finished']);
    expect(await statusOf(event.id, 'zh-Hant')).toEqual([2, '已結束']);
    expect([await listed(1), await listed(3), await listed(2)]).toEqual([[], [], [event.id]]);
  });

  it('shows an event whose registration staff closed as registration closed', async () => {
    const event = await createEvent(ctx.app);
    const closed = await send('POST', at(P.consoleEventRegistration, event.id), { open: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await statusOf(event.id, 'en')).toEqual([3, 'Registration closed']);
    expect(await listed(3)).toEqual([event.id]);
  });
});
