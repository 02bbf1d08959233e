import { AppError } from './app-error.ts';

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
  private running = 0;
  private readonly byAccount = new Map<number, number>();

  constructor(
    readonly limits: WorkLimits,
    private readonly retryAfterSeconds = 2,
  ) {}

  /** Work running now (tests and readiness read it). */
  get active(): number {
    return this.running;
  }

  async run<T>(accountId: number, work: () => Promise<T>): Promise<T> {
    const mine = this.byAccount.get(accountId) ?? 0;
    if (mine >= this.limits.perAccount || this.running >= this.limits.total) {
      throw new AppError('SERVER_BUSY', [this.retryAfterSeconds]);
    }
    this.running += 1;
    this.byAccount.set(accountId, mine + 1);
    try {
      return await work();
    } finally {
      this.running -= 1;
      const left = (this.byAccount.get(accountId) ?? 1) - 1;
      if (left > 0) this.byAccount.set(accountId, left);
      else this.byAccount.delete(accountId);
    }
  }
}
