/** Counts of work running now, in all and per key (an account, a client). */
export class InFlight<K> {
  private running = 0;
  private readonly byKey = new Map<K, number>();

  /** Work running now, all keys together. */
  get active(): number {
    return this.running;
  }

  /** Work running now for `key`. */
  of(key: K): number {
    return this.byKey.get(key) ?? 0;
  }

  enter(key: K): void {
    this.running += 1;
    this.byKey.set(key, this.of(key) + 1);
  }

  leave(key: K): void {
    this.running -= 1;
    const left = this.of(key) - 1;
    if (left > 0) this.byKey.set(key, left);
    else this.byKey.delete(key);
  }
}
