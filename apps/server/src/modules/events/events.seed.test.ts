import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, PATHS, type EventDetail } from '@vaga/contract';
import { buildTestApp } from '../../../test/helper.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { DEMO_VACANCIES } from '../../db/seed/seed-plan.ts';

/** The demo events: sessions, maximums, vacancies of their own, the grand fair open now. */
describe('demo events', () => {
  it('seeds registrable events with sessions and at least 4 valid vacancies each', async () => {
    const { app } = await buildTestApp();
    await seedDemoData(app.db, app.dialect, { vacancies: DEMO_VACANCIES, now: app.clock.now() });
    const list = await app.inject({ method: 'GET', url: `${PATHS.events}?size=20` });
    const events = list.json().content as EventDetail[];
    expect(events).toHaveLength(6);
    for (const card of events.filter((e) => e.typeEventStatus === 1)) {
      const detail = (
        await app.inject({ method: 'GET', url: PATHS.event.replace(':id', String(card.eventId)) })
      ).json() as EventDetail;
      expect(detail.sessions.length).toBeGreaterThanOrEqual(2);
      for (const s of detail.sessions) {
        expect(s.quota).toBeGreaterThanOrEqual(50);
        expect(s.quota).toBeLessThanOrEqual(200);
        expect(s.ticketTo).toBe(s.startTime);
      }
      expect(detail.vacancyCount, `event ${card.eventId}`).toBeGreaterThanOrEqual(4);
      expect(detail.maxApplyPerSeeker).toBe(card.typeEventId === EVENT_TYPES.grand ? 2 : 3);
    }
    // Every event's count is its lists' (the demo attaches vacancies past their four months too).
    for (const card of events) {
      const id = String(card.eventId);
      const base = PATHS.eventJobOffers.replace(':eventId', id);
      const totals = [];
      for (const url of [base, `${base}/search`, PATHS.eventVacancies.replace(':id', id)]) {
        totals.push((await app.inject({ url: `${url}?size=1` })).json().totalElements);
      }
      const summary = (await app.inject({ url: `${base}/summary` })).json().vacancyCount;
      expect([...totals, summary], `event ${id}`).toEqual(Array(4).fill(card.vacancyCount));
    }
    const grand = events.find((e) => e.eventId === 3)!;
    expect(grand).toMatchObject({ typeEventId: EVENT_TYPES.grand, registrationOpen: 1 });
  }, 120_000);
});
