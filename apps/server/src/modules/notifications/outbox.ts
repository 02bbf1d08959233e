import { PacedSteps } from '../../platform/paced-steps.ts';
import type { Trx } from './notifications.repository.ts';
import type { NotificationsContext } from './notifications-context.ts';
import { writeNotices, type Notice } from './outbox-write.ts';

/** The scheduler job that sends one delivery. */
export const DELIVER_JOB = 'notifications.deliver';
/** Attempts of a delivery before it is kept as failed; the wait doubles from DELIVERY_RETRY_MS. */
export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_RETRY_MS = 60 * 1000;

/** Deliveries the relay puts on the scheduler per round (one short step of the event loop). */
const RELAY_BATCH = 50;

/**
 * The outbox (docs/design.md "Reaching people"): a module that changes state writes
 * its notices with `write(trx, …)` inside its own transaction, so a notice exists exactly when
 * the change does. Each notice is an inbox row and one delivery per outside channel; the relay
 * (`relay()`, right after the change and on a recurring job) puts every pending delivery on the
 * scheduler as a job keyed by its idempotency key, and the job (delivery.ts) sends it once.
 */
export class NotificationsOutbox {
  /**
   * `relayNow` is the relay `relayQuietly` runs: this one's `relay()` unless the notifications'
   * object passes its own (so what wraps that one's relay wraps these runs too).
   */
  constructor(
    private readonly context: NotificationsContext,
    private readonly relayNow?: () => Promise<number>,
  ) {}

  /** Writes notices inside the caller's transaction (the outbox). */
  async write(trx: Trx, notices: Notice[]): Promise<void> {
    await writeNotices(this.context.repository, trx, notices, this.context.now());
  }

  /** Cancels a notice written ahead (a reminder) that is not yet shown, inside `trx`. */
  async cancel(trx: Trx, key: string, accountId: number): Promise<void> {
    await this.context.repository.cancel(
      trx,
      `${key}:${accountId}`,
      this.context.now().toISOString(),
    );
  }

  /**
   * The outbox relay: puts pending deliveries on the scheduler, each as a job keyed by its
   * idempotency key (scheduling a key twice adds nothing), then marks them queued. Run right
   * after a change commits and by a recurring job, which also catches the ones a crash left.
   */
  async relay(): Promise<number> {
    const { repository, deps } = this.context;
    // In paced rounds (platform/paced-steps.ts): after a job-alert fan-out thousands of
    // deliveries wait, and on SQLite a round runs synchronously on the event loop.
    const paced = new PacedSteps();
    let queued = 0;
    for (;;) {
      const rows = await paced.step(async () => {
        const due = await repository.deliveries.unqueued(RELAY_BATCH);
        await deps.scheduler().scheduleMany(
          DELIVER_JOB,
          due.map((row) => ({
            key: `notify:${row.idempotency_key}`,
            runAt: new Date(row.due_at),
            payload: { deliveryId: row.id },
          })),
        );
        await repository.deliveries.markQueued(due.map((r) => r.id));
        return due;
      });
      queued += rows.length;
      if (rows.length < RELAY_BATCH) return queued;
    }
  }

  /**
   * The outbox depth: deliveries pending, those the relay has not yet put on the scheduler
   * (`unqueued`: a relay behind or failing) and those waiting on it as jobs (`queued`: due,
   * retrying, or held by quiet hours).
   */
  async outboxDepth(): Promise<{ queued: number; unqueued: number }> {
    const depth = { queued: 0, unqueued: 0 };
    for (const { queued, count } of await this.context.repository.deliveries.pendingCounts()) {
      depth[queued ? 'queued' : 'unqueued'] += count;
    }
    return depth;
  }

  /** The relay of `relayQuietly` running now, and the one waiting to start after it. */
  private relayRun: Promise<void> | null = null;
  private relayNext: Promise<void> | null = null;

  /**
   * Runs the relay after a change has committed; never fails the caller (the change stands, and
   * the recurring relay job picks up what this one missed). One relay at a time per instance:
   * a caller arriving while one runs joins the next, which starts when that one ends, so it
   * still sees the caller's committed deliveries. Concurrent changes (a registration rush) share
   * relays instead of each scanning and scheduling the same pending deliveries again.
   */
  relayQuietly(): Promise<void> {
    if (this.relayNext) return this.relayNext;
    if (!this.relayRun) return this.startRelay();
    this.relayNext = this.relayRun.then(() => {
      this.relayNext = null;
      return this.startRelay();
    });
    return this.relayNext;
  }

  private startRelay(): Promise<void> {
    const run: Promise<void> = (this.relayNow ? this.relayNow() : this.relay())
      .then(
        () => undefined,
        (error: unknown) => {
          this.context.deps.log?.warn(
            { err: error },
            'notification relay failed; the relay job retries',
          );
        },
      )
      .finally(() => {
        if (this.relayRun === run) this.relayRun = null;
      });
    this.relayRun = run;
    return run;
  }
}
