import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS as S, JOB_SEEK_STATES, macaoToday } from '@vaga/contract';
import { createTestDatabase } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { generateHistory } from './history.ts';
import { seedDemoData } from './seed.ts';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const IDS = {
  employer: 200,
  jobOffer: 5000,
  account: 1,
  jobMatch: 1,
  jobSeek: 1,
  notification: 1,
};
const FINAL = [S.declined, S.rejected, S.expired, S.hired, S.notHired, S.absent, S.noResult];

/**
 * The demo's year of history: ended vacancies, settled matches and decided registrations of its
 * own employers and seekers over the 12 months before now, with the seasons' variety, and none
 * of it among what the demo accounts see.
 */
describe('demo history', () => {
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

  it('leaves what the demo accounts see as it was: listed vacancies, queues, employers', async () => {
    const seeded = async (history: boolean) => {
      const handle: DatabaseHandle = await createTestDatabase();
      await migrateToLatest(handle.db);
      await seedDemoData(handle.db, handle.dialect, { vacancies: 120, now: NOW, history });
      return handle;
    };
    const [plain, rich] = [await seeded(false), await seeded(true)];
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
    });
    expect(await seen(rich)).toEqual(await seen(plain));
    const count = async ({ db }: DatabaseHandle, table: 'job_match' | 'job_seek') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count(rich, 'job_match')).toBeGreaterThan(500);
    expect(await count(rich, 'job_seek')).toBeGreaterThan(100);
    expect(await count(plain, 'job_match')).toBe(0);
    await plain.close();
    await rich.close();
  });
});
