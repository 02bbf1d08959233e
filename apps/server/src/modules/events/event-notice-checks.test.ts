import { beforeAll, describe, expect, it } from 'vitest';
import { macaoToday, shiftDate } from '@vaga/contract';
import { createEvent } from '../../../test/factories/events.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

describe("an event's notices hold while the event runs", () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
  });

  const lapse = (event: 'event.registered' | 'event.reminder', params: object) =>
    ctx.app.services.notificationPorts.checks.lapse({ accountId: 1, event, params: { ...params } });

  it('holds until the last day has passed, and a reminder until its session day has', async () => {
    const today = macaoToday(new Date(NOW));
    const { id } = await createEvent(ctx.app, {
      start_date: today,
      end_date: shiftDate(today, 0, 2),
    });
    expect(await lapse('event.registered', { eventId: id, eventDay: today })).toBeNull();
    expect(await lapse('event.reminder', { eventId: id, eventDay: today })).toBeNull();

    ctx.clock.advanceDays(1);
    // The session reminded of was yesterday; the event still runs.
    expect(await lapse('event.reminder', { eventId: id, eventDay: today })).toBe('eventOver');
    expect(await lapse('event.registered', { eventId: id, eventDay: today })).toBeNull();

    ctx.clock.advanceDays(2);
    expect(await lapse('event.registered', { eventId: id, eventDay: today })).toBe('eventOver');
    ctx.clock.set(NOW);
  });

  it('does not hold for an event that no longer exists', async () => {
    expect(await lapse('event.registered', { eventId: 999_999 })).toBe('gone');
  });
});
