import { describe, expect, it } from 'vitest';
import {
  addMacaoMonths,
  JOB_MATCH_STATUS as S,
  JOB_SEEK_STATES,
  macaoToday,
  PATHS,
  StaffStatisticsSchema,
} from '@vaga/contract';
import { bearer, buildAuthTestApp, loginAs } from '../../../test/auth.ts';
import { createTestDatabase } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { generateEvents } from './events.ts';
import { generateHistory, type History } from './history.ts';
import { seedDemoData } from './seed.ts';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const IDS = {
  employer: 200,
  jobOffer: 5000,
  account: 1,
  jobMatch: 1,
  jobSeek: 1,
  notification: 1,
  event: 7,
  eventSession: 20,
  eventRegister: 1,
};
const FINAL = [S.declined, S.rejected, S.expired, S.hired, S.notHired, S.absent, S.noResult];

/**
 * The demo's year of history: ended vacancies, settled matches and decided registrations of its
 * own employers and seekers over the 12 months before now, with the seasons' variety, and none
 * of it among what the demo accounts see.
 */
describe('demo history', async () => {
  const history = generateHistory(NOW, 20_261_122, IDS);
  const now = NOW.toISOString();

  it('is the same for the same seed and instant', () => {
    expect(generateHistory(NOW, 20_261_122, IDS)).toEqual(history);
  });

  it('has only ended vacancies of its own employers, over twelve months that differ', () => {
    const employers = new Set(history.employers.map((e) => e.id));
    expect(Math.min(...employers)).toBe(IDS.employer);
    expect(history.jobOffers.length).toBeGreaterThan(200);
    for (const offer of history.jobOffers) {
      expect(employers.has(offer.employer_id)).toBe(true);
      expect(['withdrawn', 'expired']).toContain(offer.removal_kind);
      expect(offer.removed_at! < now && offer.published_at < offer.removed_at!).toBe(true);
      expect(offer.event_id).toBeNull();
    }
    const byMonth = new Map<string, number>();
    for (const offer of history.jobOffers) {
      const month = macaoToday(new Date(offer.published_at)).slice(0, 7);
      byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
    }
    expect(byMonth.size).toBeGreaterThanOrEqual(12);
    const counts = [...byMonth.values()].slice(0, 11);
    expect(Math.max(...counts) / Math.min(...counts)).toBeGreaterThan(1.5);
    expect(new Set(history.jobOffers.map((o) => o.company_type)).size).toBeGreaterThan(1);
  });

  it('settles every match in the past, hires no more than the positions', () => {
    const events = new Map<number, typeof history.matchEvents>();
    for (const e of history.matchEvents)
      events.set(e.job_match_id, [...(events.get(e.job_match_id) ?? []), e]);
    const offers = new Map(history.jobOffers.map((o) => [o.id, o]));
    const hires = new Map<number, number>();
    for (const match of history.matches) {
      const steps = events.get(match.id)!;
      expect(FINAL).toContain(match.status);
      expect(steps[steps.length - 1].status).toBe(match.status);
      expect(steps[0].status).toBe(match.origin === 'seeker' ? S.requested : S.invited);
      for (const step of steps) expect(step.at < now).toBe(true);
      expect(offers.get(match.job_offer_id)!.employer_id).toBe(match.employer_id);
      if (match.status === S.hired)
        hires.set(match.job_offer_id, (hires.get(match.job_offer_id) ?? 0) + 1);
    }
    for (const [id, n] of hires) expect(n).toBeLessThanOrEqual(offers.get(id)!.positions!);
    expect(hires.size).toBeGreaterThan(20);
    const statuses = new Set(history.matches.map((m) => m.status));
    for (const status of FINAL) expect(statuses.has(status)).toBe(true);
  });

  it('decides and ends every registration in the past; views only on listed days', () => {
    for (const seek of history.jobSeeks) {
      expect([
        JOB_SEEK_STATES.expired,
        JOB_SEEK_STATES.refused,
        JOB_SEEK_STATES.completed,
      ]).toContain(seek.state);
      expect(seek.current).toBeNull();
    }
    for (const e of history.jobSeekEvents) expect(e.at < now).toBe(true);
    const decided = history.jobSeekEvents.filter((e) => ['approved', 'refused'].includes(e.action));
    expect(decided).toHaveLength(history.jobSeeks.length);
    const offers = new Map(history.jobOffers.map((o) => [o.id, o]));
    for (const view of history.views) {
      const offer = offers.get(view.job_offer_id)!;
      expect(view.day >= macaoToday(new Date(offer.published_at))).toBe(true);
      expect(view.day <= macaoToday(new Date(offer.removed_at!))).toBe(true);
    }
  });

  it('tells the seekers, every delivery sent outside the app in the past', () => {
    const told = new Set(history.notifications.map((n) => n.id));
    const seekers = new Set(history.accounts.map((a) => a.id));
    for (const n of history.notifications) expect(seekers.has(n.account_id)).toBe(true);
    expect(history.deliveries.length).toBeGreaterThan(history.notifications.length);
    for (const d of history.deliveries) {
      expect(told.has(d.notification_id)).toBe(true);
      expect(['email', 'push', 'sms']).toContain(d.channel);
      expect(d.state).toBe('sent');
      expect(d.updated_at < now).toBe(true);
    }
    const kinds = new Set(history.notifications.map((n) => n.kind));
    expect(kinds).toEqual(new Set(['interviews', 'registrations']));
  });

  // The demo server as it starts: the demo set and its year of history, on the database under test.
  const { app, clock, database } = await buildAuthTestApp();
  clock.set(NOW.toISOString());
  await seedDemoData(app.db, app.dialect, { vacancies: 120, now: NOW, history: true });

  it('leaves what the demo accounts see as it was: listed vacancies, queues, employers, events to come', async () => {
    const plain: DatabaseHandle = await createTestDatabase();
    await migrateToLatest(plain.db);
    await seedDemoData(plain.db, plain.dialect, { vacancies: 120, now: NOW, history: false });
    const today = macaoToday(NOW);
    const seen = async ({ db }: DatabaseHandle) => ({
      listed: await db
        .selectFrom('job_offer')
        .selectAll()
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute(),
      waiting: await db
        .selectFrom('job_seek')
        .select('id')
        .where('state', '=', JOB_SEEK_STATES.processing)
        .execute(),
      open: await db
        .selectFrom('job_match')
        .select('id')
        .where('status', 'in', [S.requested, S.invited, S.arranged])
        .execute(),
      pendingDeliveries: await db
        .selectFrom('notification_delivery')
        .select('id')
        .where('state', 'in', ['pending', 'failed'])
        .execute(),
      demoEmployer: await db
        .selectFrom('job_offer')
        .select('id')
        .where('employer_id', '=', 1)
        .orderBy('id')
        .execute(),
      eventsToCome: await db
        .selectFrom('event')
        .selectAll()
        .where('end_date', '>=', today)
        .orderBy('id')
        .execute(),
      sessionsToCome: await db
        .selectFrom('event_session')
        .innerJoin('event', 'event.id', 'event_session.event_id')
        .selectAll('event_session')
        .where('event.end_date', '>=', today)
        .orderBy('event_session.id')
        .execute(),
      registrationsToCome: await db
        .selectFrom('event_register')
        .innerJoin('event', 'event.id', 'event_register.event_id')
        .select('event_register.id')
        .where('event.end_date', '>=', today)
        .execute(),
      demoEventRegistrations: await db
        .selectFrom('event_register')
        .select('id')
        .where('event_id', '<=', generateEvents(NOW).length)
        .execute(),
    });
    expect(await seen(database)).toEqual(await seen(plain));
    const count = async (
      { db }: DatabaseHandle,
      table: 'job_match' | 'job_seek' | 'event_register',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(database, 'job_match')).toBeGreaterThan(500);
    expect(await count(database, 'job_seek')).toBeGreaterThan(100);
    expect(await count(database, 'event_register')).toBeGreaterThan(1000);
    expect(await count(plain, 'job_match')).toBe(0);
    expect(await count(plain, 'event_register')).toBe(0);
    await plain.close();
  });

  it('gives the year’s events the registrations, check-ins and show-up rates the statistics answer', async () => {
    const staff = await loginAs(app, {
      euid: 'history-staff',
      accountType: 'staff',
      name: 'Staff',
    });
    const from = macaoToday(addMacaoMonths(NOW, -12));
    const res = await app.inject({
      url: `${PATHS.consoleStaffStatistics}?from=${from}&to=${macaoToday(NOW)}&by=month`,
      headers: { ...bearer(staff), 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { events } = StaffStatisticsSchema.parse(res.json());
    const demoEvents = generateEvents(NOW).length;
    // The demo's own finished events are in the range, with no one registered.
    const demo = events.filter((e) => e.eventId <= demoEvents);
    expect(demo.length).toBeGreaterThan(0);
    for (const event of demo) expect(event).toMatchObject({ registered: 0, checkedIn: 0 });
    const shown = events
      .filter((e) => e.eventId > demoEvents)
      .map(({ eventId: _, sessions, ...event }) => ({
        ...event,
        sessions: sessions.map(({ sessionId: __, ...session }) => session),
      }));
    expect(shown).toEqual(expectedEvents(history));
    const rates = shown.map((e) => e.showUpRate!);
    expect(shown.length).toBeGreaterThanOrEqual(24);
    for (const event of shown) expect(event.checkedIn).toBeGreaterThan(0);
    expect(Math.min(...rates)).toBeGreaterThan(0.3);
    expect(Math.max(...rates)).toBeLessThan(0.9);
    expect(Math.max(...rates) - Math.min(...rates)).toBeGreaterThan(0.15);
  });

  it('lets the next session and registration take ids after the history’s', async () => {
    const max = async (table: 'event_session' | 'event_register') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id,
      );
    const [sessions, registrations] = [await max('event_session'), await max('event_register')];
    expect(registrations).toBeGreaterThan(1000);
    const session = await app.db
      .insertInto('event_session')
      .values({
        event_id: 1,
        date: '2026-12-31',
        start_time: '10:00',
        end_time: '12:00',
        quota: 10,
        ticket_from: '',
        ticket_to: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registration = await app.db
      .insertInto('event_register')
      .values({
        event_id: 1,
        account_id: 1,
        education_id: 1,
        employment_status_id: 1,
        created_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(session.id).toBeGreaterThan(sessions);
    expect(registration.id).toBeGreaterThan(registrations);
  });
});

/** A count of people as the statistics show it: 1 to 4 withheld (null). */
const withheld = (n: number) => (n > 0 && n < 5 ? null : n);

/** Registered and checked in, shown, and checked in ÷ registered when both are shown. */
function people(registered: number, checkedIn: number) {
  const [r, c] = [withheld(registered), withheld(checkedIn)];
  const showUpRate = r === null || c === null || r === 0 ? null : Math.round((c / r) * 1000) / 1000;
  return { registered: r, checkedIn: c, showUpRate };
}

/**
 * The events' figures from the generated rows, by their definitions: an event's registrations
 * and check-ins; a session's registrations that chose it and those checked in on its Macao day.
 */
function expectedEvents({ events }: History) {
  return events.events.map((event) => {
    const registrations = events.registrations.filter((r) => r.event_id === event.id);
    const byId = new Map(registrations.map((r) => [r.id, r]));
    return {
      name: event.name_en,
      startDate: event.start_date,
      endDate: event.end_date,
      ...people(registrations.length, registrations.filter((r) => r.checked_in_at).length),
      sessions: events.sessions
        .filter((s) => s.event_id === event.id)
        .map((session) => {
          const chose = events.registrationSessions
            .filter((rs) => rs.session_id === session.id)
            .map((rs) => byId.get(rs.register_id)!);
          const came = chose.filter(
            (r) => r.checked_in_at && macaoToday(new Date(r.checked_in_at)) === session.date,
          );
          return {
            date: session.date,
            startTime: session.start_time,
            endTime: session.end_time,
            ...people(chose.length, came.length),
          };
        }),
    };
  });
}
