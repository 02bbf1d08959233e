import { performance } from 'node:perf_hooks';
import { AppError } from './app-error.ts';
import { InFlight } from './in-flight.ts';

export interface ComputeLimits {
  /** Most computations in flight at once on this instance (they wait on the database). */
  total: number;
  /** Most computations in flight at once for one client (an account or an address). */
  perClient: number;
  /**
   * Most milliseconds of computation run back to back in one turn of the event loop. A database
   * driver that answers on the event loop (SQLite) runs each computation to its end before the
   * next request is read, so the in-flight caps never bind there: this budget does.
   */
  turnBudgetMs: number;
}

/** Seconds a refused client is asked to wait before asking again (Retry-After). */
export const COMPUTE_RETRY_AFTER_SECONDS = 1;

/**
 * Sheds costly reads that no cache answers (uncached list and search pages) before they pile
 * up: a computation over a cap is not queued but refused at once with SERVER_BUSY (503,
 * Retry-After), which costs next to nothing, so the requests that are admitted, and every
 * request a cache answers, keep their latency under a flood. The caps:
 * - in flight, on this instance and per client: bounds the queue on an asynchronous database;
 * - time per turn of the event loop: bounds how long the loop is held by computations that run
 *   on it (SQLite), so that other requests are read in between. A turn ends at the loop's next
 *   check phase (`setImmediate`); the first computation of a turn is always admitted.
 */
export class ComputeGate {
  private readonly inFlight = new InFlight<string>();
  private turn = 0;
  private turnSpentMs = 0;
  private turnEnding = false;

  constructor(
    readonly limits: ComputeLimits,
    private readonly now: () => number = () => performance.now(),
    private readonly nextTurn: (callback: () => void) => void = (callback) => {
      setImmediate(callback);
    },
  ) {}

  /** Computations in flight now. */
  get active(): number {
    return this.inFlight.active;
  }

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    const { inFlight, limits } = this;
    if (
      inFlight.of(client) >= limits.perClient ||
      inFlight.active >= limits.total ||
      this.turnSpentMs >= limits.turnBudgetMs
    ) {
      throw new AppError('SERVER_BUSY', [COMPUTE_RETRY_AFTER_SECONDS]);
    }
    inFlight.enter(client);
    this.endTurnLater();
    const turn = this.turn;
    const startedAt = this.now();
    try {
      return await work();
    } finally {
      inFlight.leave(client);
      // Only work that ended in the turn it began held the loop for its whole time.
      if (this.turn === turn) this.turnSpentMs += this.now() - startedAt;
    }
  }

  /** Counts the turn as ended at the loop's next check phase, so that work spanning turns shows. */
  private endTurnLater(): void {
    if (this.turnEnding) return;
    this.turnEnding = true;
    this.nextTurn(() => {
      this.turn += 1;
      this.turnSpentMs = 0;
      this.turnEnding = false;
    });
  }
}
