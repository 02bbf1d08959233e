import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('give the same instant as a Date and in milliseconds', () => {
    const clock = new ManualClock('2026-12-01T00:00:00.000Z');
    expect(clock.millis()).toBe(Date.parse('2026-12-01T00:00:00.000Z'));
    clock.advance(1_500);
    expect(clock.millis()).toBe(clock.now().getTime());
    clock.set('2027-03-01T16:00:00.000Z');
    expect(clock.millis()).toBe(Date.parse('2027-03-01T16:00:00.000Z'));
  });

  it('read the system time in milliseconds', () => {
    const before = Date.now();
    const read = systemClock.millis();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});
