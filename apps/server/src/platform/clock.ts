/** Injected time: rules like "valid four months" are tested by moving the clock, never by sleeping. */
export interface Clock {
  now(): Date;
  /** The same instant in milliseconds, with no Date made (the paths every request takes). */
  millis(): number;
}

export const systemClock: Clock = { now: () => new Date(), millis: Date.now };

/** A clock for tests: starts at a given instant and moves only when told. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-11-22T02:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  millis(): number {
    return this.current;
  }
  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceDays(days: number): void {
    this.advance(days * 24 * 60 * 60 * 1000);
  }
}
