import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Background work rests twice its busy time: it takes at most a third of the event loop. */
export const BACKGROUND_REST_FACTOR = 2;
/**
 * The longest rest after one step (ms). A step that mostly awaits (a scheduled job of many
 * queries on PostgreSQL) counts the requests answered meanwhile as busy: its rest stays short.
 */
export const MAX_REST_MS = 100;

/**
 * Background work (a job-alert fan-out) done in steps that leave the event loop to requests.
 * After each step it rests `restFactor` times the time the event loop was busy during the step,
 * so the work takes at most 1 / (1 + restFactor) of the event loop however fast or slow the
 * machine is: on SQLite a step runs synchronously (better-sqlite3) and no request is answered
 * during it; on PostgreSQL its queries are awaited and the loop's busy time counts only the work
 * done, not the waits. A request arriving during a step waits for it, so steps are kept short.
 */
export class PacedSteps {
  /** Event-loop time the steps were busy, and the time they rested (ms). */
  busyMs = 0;
  restMs = 0;
  steps = 0;

  constructor(private readonly restFactor = BACKGROUND_REST_FACTOR) {}

  async step<T>(work: () => Promise<T>): Promise<T> {
    const before = performance.eventLoopUtilization();
    const result = await work();
    const busy = performance.eventLoopUtilization(before).active;
    this.busyMs += busy;
    this.steps += 1;
    const rested = performance.now();
    const rest = Math.min(busy * this.restFactor, MAX_REST_MS);
    // Always one timer (the loop turns at least once). A timer counts from the event loop's time
    // at the start of this turn, before the step: it may end early, so the rest goes on until
    // it is whole.
    let left = rest;
    do {
      await sleep(left);
      left = rest - (performance.now() - rested);
    } while (left > 0.5);
    this.restMs += performance.now() - rested;
    return result;
  }
}
