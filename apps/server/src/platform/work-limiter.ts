import { AppError } from './app-error.ts';
import { InFlight } from './in-flight.ts';

export interface WorkLimits {
  /** Most pieces of work one account may have running at once. */
  perAccount: number;
  /** Most pieces of work running at once on this instance, all accounts together. */
  total: number;
}

/**
 * Caps work that costs CPU or memory (uploads, PDF rendering) per account and in total on this
 * instance. Work over a cap is not queued: it answers SERVER_BUSY (503, Retry-After) at once, so
 * one account's flood cannot hold the others back and memory stays bounded.
 */
export class WorkLimiter {
  private readonly inFlight = new InFlight<number>();

  constructor(
    readonly limits: WorkLimits,
    private readonly retryAfterSeconds = 2,
  ) {}

  /** Work running now (tests and readiness read it). */
  get active(): number {
    return this.inFlight.active;
  }

  async run<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    const { inFlight, limits } = this;
    if (inFlight.of(accountId) >= limits.perAccount || inFlight.active >= limits.total) {
      throw new AppError('SERVER_BUSY', [this.retryAfterSeconds]);
    }
    inFlight.enter(accountId);
    try {
      return await work();
    } finally {
      inFlight.leave(accountId);
    }
  }
}
