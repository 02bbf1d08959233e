import { describe, expect, it } from 'vitest';
import { addMacaoMonths, EVENT_TYPES, macaoDayStart, macaoToday } from '@vaga/contract';
import { generateEventHistory } from './history-events.ts';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const SEEKERS = Array.from({ length: 160 }, (_, i) => 1000 + i);
const IDS = { event: 7, eventSession: 20, eventRegister: 1, seekers: SEEKERS };

/**
 * The demo history's events: over before now, spread over the year, each seeker registered once
 * an event within the registration window and the sessions' seats, check-ins on the chosen
 * session's day in its ticket window or soon after, in the order of the queue's places.
 */
describe('demo history events', () => {
  const history = generateEventHistory(NOW, 20_261_122, IDS);
  const today = macaoToday(NOW);

  it('is the same for the same seed and instant', () => {
    expect(generateEventHistory(NOW, 20_261_122, IDS)).toEqual(history);
  });

  it('holds two or three events a month over the year before now, all over, a grand fair twice', () => {
    const first = macaoToday(addMacaoMonths(NOW, -12));
    const months = new Set(history.events.map((e) => e.start_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(history.events.length).toBeGreaterThanOrEqual(24);
    for (const event of history.events) {
      expect(event.start_date > first && event.end_date < today).toBe(true);
      expect(event.register_to < macaoDayStart(event.start_date).toISOString()).toBe(true);
    }
    const grand = history.events.filter((e) => e.type_event_id === EVENT_TYPES.grand);
    expect(grand.map((e) => e.start_date.slice(5, 7))).toEqual(['03', '09']);
    for (const event of grand) expect(event.end_date > event.start_date).toBe(true);
    expect(new Set(history.events.map((e) => e.start_date)).size).toBe(history.events.length);
  });

  it('registers each seeker once an event, in its window, within the seats of one session', () => {
    const events = new Map(history.events.map((e) => [e.id, e]));
    const sessions = new Map(history.sessions.map((s) => [s.id, s]));
    const chosen = new Map(history.registrationSessions.map((rs) => [rs.register_id, rs]));
    expect(chosen.size).toBe(history.registrations.length);
    const pairs = new Set(history.registrations.map((r) => `${r.event_id}:${r.account_id}`));
    expect(pairs.size).toBe(history.registrations.length);
    const taken = new Map<number, number>();
    for (const registration of history.registrations) {
      const event = events.get(registration.event_id)!;
      expect(SEEKERS).toContain(registration.account_id);
      expect(registration.created_at >= event.register_from).toBe(true);
      expect(registration.created_at <= event.register_to).toBe(true);
      const session = sessions.get(chosen.get(registration.id)!.session_id)!;
      expect(session.event_id).toBe(event.id);
      taken.set(session.id, (taken.get(session.id) ?? 0) + 1);
    }
    for (const session of history.sessions) {
      expect(session.taken).toBe(taken.get(session.id) ?? 0);
      expect(session.taken).toBeLessThanOrEqual(session.quota);
    }
  });

  it('checks people in on their session’s day from its tickets’ opening, places in arrival order', () => {
    const sessions = new Map(history.sessions.map((s) => [s.id, s]));
    const chosen = new Map(history.registrationSessions.map((rs) => [rs.register_id, rs]));
    const rates: number[] = [];
    for (const event of history.events) {
      const registrations = history.registrations.filter((r) => r.event_id === event.id);
      const came = registrations
        .filter((r) => r.checked_in_at !== null)
        .sort((a, b) => a.place! - b.place!);
      expect(event.checked_in_count).toBe(came.length);
      expect(came.map((r) => r.place)).toEqual(came.map((_, i) => i + 1));
      for (let i = 1; i < came.length; i++)
        expect(came[i].checked_in_at! >= came[i - 1].checked_in_at!).toBe(true);
      for (const registration of came) {
        const session = sessions.get(chosen.get(registration.id)!.session_id)!;
        const opens = Date.parse(`${session.date}T${session.ticket_from}:00.000+08:00`);
        const at = Date.parse(registration.checked_in_at!);
        expect(at - opens).toBeGreaterThanOrEqual(0);
        expect(at - opens).toBeLessThanOrEqual(75 * 60_000);
      }
      for (const registration of registrations.filter((r) => r.checked_in_at === null))
        expect(registration.place).toBeNull();
      rates.push(came.length / registrations.length);
    }
    expect(Math.min(...rates)).toBeGreaterThan(0.3);
    expect(Math.max(...rates)).toBeLessThan(0.9);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.15);
  });
});
