import { macaoToday } from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { VacancyViewsRepository } from './vacancy-views.repository.ts';

/**
 * The views of vacancies' pages, counted without slowing the read: a view adds one to a count in
 * memory (per vacancy and Macao day), and the counts are added to the database in one statement
 * every VIEW_FLUSH_MS (config) and when the server stops. Nothing of the reader is kept.
 */
export class VacancyViews {
  private pending = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: VacancyViewsRepository,
    private readonly deps: { clock: Clock; log?: { warn(obj: unknown, msg: string): void } },
  ) {}

  /** One view of a vacancy's page, on today's Macao day. */
  count(jobOfferId: number): void {
    const key = `${jobOfferId}:${macaoToday(this.deps.clock.now())}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  /** Adds what was counted since the last flush; a failed write keeps its counts for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const taken = this.pending;
      this.pending = new Map();
      const counts = [...taken].map(([key, views]) => {
        const [id, day] = key.split(':');
        return { jobOfferId: Number(id), day, views };
      });
      try {
        await this.repository.add(counts);
      } catch (error) {
        for (const [key, views] of taken)
          this.pending.set(key, (this.pending.get(key) ?? 0) + views);
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
