import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_EVENT_PATHS as P,
  ConsoleEventDetailSchema,
  EventDetailSchema,
  macaoWallClock,
  PATHS,
} from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { bearer, loginAs } from '../../../test/auth.ts';
import { consoleEventInput, createEvent } from '../../../test/factories/events.ts';
import { generateEvents } from '../../db/seed/events.ts';
import { up as fixSeededWindows } from './migrations/202611261100-event-registration-window-macao.ts';

/** Macao's wall clock at an instant, `YYYY-MM-DD HH:mm:ss.SSS`. */
const inMacao = (instant: string) =>
  macaoWallClock(new Date(instant)).toISOString().replace('T', ' ').slice(0, 23);

/** Registration windows given as days run from 00:00 to 23:59:59.999, Macao time. */
describe('registration windows in Macao time', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });

  const registrationOpen = async (id: number, at: string) => {
    ctx.clock.set(at);
    const res = await ctx.app.inject({ url: PATHS.event.replace(':id', String(id)) });
    return EventDetailSchema.parse(res.json()).registrationOpen;
  };

  it('opens at 00:00 of the first day and closes after 23:59:59 of the last, Macao time', async () => {
    const staff = bearer(await loginAs(ctx.app, 'staff'));
    const created = await ctx.app.inject({
      method: 'POST',
      url: P.consoleEvents,
      headers: staff,
      // Registration given as days: from the start of the first to the end of the last.
      payload: consoleEventInput(0, { registerFrom: '2026-11-25', registerTo: '2026-11-30' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = ConsoleEventDetailSchema.parse(created.json());
    expect([detail.registerFrom, detail.registerTo]).toEqual([
      '2026-11-24T16:00:00.000Z',
      '2026-11-30T15:59:59.999Z',
    ]);
    const id = detail.eventId;
    expect(await registrationOpen(id, '2026-11-24T15:59:59.999Z')).toBe(0);
    expect(await registrationOpen(id, '2026-11-24T16:00:00.000Z')).toBe(1);
    expect(await registrationOpen(id, '2026-11-25T08:00:00.000Z')).toBe(1);
    expect(await registrationOpen(id, '2026-11-30T15:59:59.999Z')).toBe(1);
    expect(await registrationOpen(id, '2026-11-30T16:00:00.000Z')).toBe(0);
    // A window of one day, and one ending before it starts.
    const row = await ctx.app.db
      .selectFrom('event')
      .select(['register_from', 'register_to'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([inMacao(row.register_from), inMacao(row.register_to)]).toEqual([
      '2026-11-25 00:00:00.000',
      '2026-11-30 23:59:59.999',
    ]);
    ctx.clock.set('2026-11-22T02:00:00.000Z');
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: P.consoleEvent.replace(':id', String(id)),
      headers: bearer(await loginAs(ctx.app, 'staff')),
      payload: { ...detail.input, registerFrom: '2026-11-30', registerTo: '2026-11-29' },
    });
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.registerTo', 'validation.dateOrder'],
    });
  });

  it('seeds windows of whole Macao days, on the Macao calendar day of seeding', () => {
    // 20:00 UTC is 04:00 the next day in Macao.
    const events = generateEvents(new Date('2026-11-22T20:00:00.000Z'));
    const grand = events.find((e) => e.id === 3)!;
    expect(grand.start_date).toBe('2026-12-19'); // 23 November (Macao) + 26 days
    for (const e of events) {
      expect(inMacao(e.register_from).slice(11), `event ${e.id}`).toBe('00:00:00.000');
      expect(inMacao(e.register_to).slice(11), `event ${e.id}`).toBe('23:59:59.999');
      expect(inMacao(e.register_to).slice(0, 10) < e.start_date).toBe(true);
    }
  });

  it('moves the windows stored as UTC midnights by the seed to Macao days, not staff ones', async () => {
    const midnights = {
      register_from: '2026-11-10T00:00:00.000Z',
      register_to: '2026-12-01T00:00:00.000Z',
    };
    const seeded = await createEvent(ctx.app, midnights);
    const staffMade = await createEvent(ctx.app, midnights);
    await ctx.app.db
      .insertInto('event_action')
      .values({
        event_id: staffMade.id,
        action: 'created',
        actor_account_id: 1,
        actor_name: 'Staff',
        detail: null,
        at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    await fixSeededWindows(ctx.app.db);
    const rows = await ctx.app.db
      .selectFrom('event')
      .select(['id', 'register_from', 'register_to'])
      .where('id', 'in', [seeded.id, staffMade.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: seeded.id,
        register_from: '2026-11-09T16:00:00.000Z',
        register_to: '2026-12-01T15:59:59.999Z',
      },
      { id: staffMade.id, ...midnights },
    ]);
  });
});
