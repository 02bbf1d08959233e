import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_REST_FACTOR, MAX_REST_MS, PacedSteps } from './paced-steps.ts';

/** Keeps the event loop busy for `ms` (as a synchronous SQLite step does). */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('PacedSteps', () => {
  it('rests after each step twice the event loop was busy in it: at most a third of the loop', async () => {
    const paced = new PacedSteps();
    const ends: number[] = [];
    const starts: number[] = [];
    const before = performance.eventLoopUtilization();
    for (let i = 0; i < 5; i += 1) {
      await paced.step(async () => {
        starts.push(performance.now());
        busyFor(10);
        ends.push(performance.now());
      });
    }
    const used = performance.eventLoopUtilization(before);
    for (let i = 1; i < 5; i += 1)
      expect(starts[i]! - ends[i - 1]!).toBeGreaterThanOrEqual(BACKGROUND_REST_FACTOR * 10 - 1);
    expect(used.utilization).toBeLessThan(0.45);
    expect(paced.steps).toBe(5);
    expect(paced.busyMs).toBeGreaterThanOrEqual(50);
    expect(paced.restMs).toBeGreaterThanOrEqual(BACKGROUND_REST_FACTOR * 50 - 5);
  });

  it('answers what the step answers, and rests at most MAX_REST_MS after a long one', async () => {
    const paced = new PacedSteps(1000);
    const started = performance.now();
    expect(await paced.step(async () => (busyFor(5), 'done'))).toBe('done');
    expect(performance.now() - started).toBeLessThan(5 + MAX_REST_MS + 200);
    expect(paced.restMs).toBeGreaterThanOrEqual(MAX_REST_MS - 2);
  });
});
