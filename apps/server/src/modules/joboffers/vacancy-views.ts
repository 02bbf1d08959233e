import { macaoDayStart, macaoToday } from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { VacancyViewsRepository } from './vacancy-views.repository.ts';

/**
 * The views of vacancies' pages, counted without slowing the read: a view adds one to a count in
 * memory (per vacancy and Macao day), and the counts are added to the database in one statement
 * every VIEW_FLUSH_MS (config) and when the server stops. Nothing of the reader is kept.
 */
export class VacancyViews {
  /** Views counted since the last flush: per Macao day, per vacancy. */
  private pending = new Map<string, Map<number, number>>();
  private flushing: Promise<void> = Promise.resolve();
  /** The Macao day views are counted on now, and its bounds (ms): worked out once a day. */
  private day = { name: '', starts: Number.POSITIVE_INFINITY, ends: Number.NEGATIVE_INFINITY };

  constructor(
    private readonly repository: VacancyViewsRepository,
    private readonly deps: { clock: Clock; log?: { warn(obj: unknown, msg: string): void } },
  ) {}

  /**
   * One view of a vacancy's page, on today's Macao day. Every detail read counts one: the day
   * is found from its bounds, kept, not written out again at each view.
   */
  count(jobOfferId: number): void {
    const now = this.deps.clock.millis();
    if (now < this.day.starts || now >= this.day.ends) this.day = macaoDayAt(now);
    let views = this.pending.get(this.day.name);
    if (!views) this.pending.set(this.day.name, (views = new Map()));
    views.set(jobOfferId, (views.get(jobOfferId) ?? 0) + 1);
  }

  /** Adds what was counted since the last flush; a failed write keeps its counts for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const taken = this.pending;
      this.pending = new Map();
      const counts = [...taken].flatMap(([day, views]) =>
        [...views].map(([jobOfferId, n]) => ({ jobOfferId, day, views: n })),
      );
      try {
        await this.repository.add(counts);
      } catch (error) {
        for (const { jobOfferId, day, views: n } of counts) {
          let views = this.pending.get(day);
          if (!views) this.pending.set(day, (views = new Map()));
          views.set(jobOfferId, (views.get(jobOfferId) ?? 0) + n);
        }
        this.deps.log?.warn({ err: error }, 'vacancy views not stored yet');
      }
    });
    return this.flushing;
  }

  /** Each vacancy's views stored so far (what is still in memory is added at the next flush). */
  totals(jobOfferIds: readonly number[]): Promise<Map<number, number>> {
    return this.repository.totals(jobOfferIds);
  }

  /** The vacancies' views stored for each Macao day from `from` to `to` (days without: absent). */
  days(jobOfferIds: readonly number[], from: string, to: string) {
    return this.repository.days(jobOfferIds, from, to);
  }

  /**
   * Flushes every `ms` (the timer does not keep the process alive; 0: none, a flush only when
   * asked); returns the stop, which flushes what is left.
   */
  start(ms: number): () => Promise<void> {
    const timer = ms > 0 ? setInterval(() => void this.flush(), ms) : null;
    timer?.unref();
    return async () => {
      if (timer) clearInterval(timer);
      await this.flush();
    };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts of the days worked out, for the tests that check it is done once a day. */
export const viewDayStats = { worked: 0 };

/** The Macao day of an instant, with the instants it starts and ends at. */
function macaoDayAt(now: number): { name: string; starts: number; ends: number } {
  viewDayStats.worked++;
  const name = macaoToday(new Date(now));
  const next = new Date(Date.parse(`${name}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return { name, starts: macaoDayStart(name).getTime(), ends: macaoDayStart(next).getTime() };
}
