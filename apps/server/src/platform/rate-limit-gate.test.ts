import { describe, expect, it } from 'vitest';
import { EXCEEDED_KEYS_MAX, RefusalGate, routePrefix } from './rate-limit-gate.ts';

describe('the refusal gate of the rate limits', () => {
  it('refuses a key over its limit until its window ends, counting each refusal', () => {
    const gate = new RefusalGate();
    expect(gate.hit('PUT /p|account:1', 0)).toBeNull();
    gate.remember('PUT /p|account:1', 61, 60_000, 60);
    expect(gate.hit('PUT /p|account:1', 1_000)).toEqual({ current: 62, ttl: 59_000, max: 60 });
    expect(gate.hit('PUT /p|account:1', 2_000)).toEqual({ current: 63, ttl: 58_000, max: 60 });
    expect(gate.hit('PUT /p|account:1', 60_000)).toBeNull();
    // Forgotten once the window ended.
    expect(gate.hit('PUT /p|account:1', 1_000)).toBeNull();
  });

  it('refuses early only the requesters refused under a key still over its limit', () => {
    const gate = new RefusalGate();
    // Not aliased while the key is not known over its limit.
    gate.alias('PUT /p|digest|10.0.0.1', 'PUT /p|account:1');
    gate.remember('PUT /p|account:1', 61, 60_000, 60);
    expect(gate.refuse('PUT /p|digest|10.0.0.1', 1_000)).toBeNull();
    expect(gate.refusingAt(1_000)).toBe(false);
    gate.alias('PUT /p|digest|10.0.0.1', 'PUT /p|account:1');
    expect(gate.refusingAt(1_000)).toBe(true);
    expect(gate.refuse('PUT /p|digest|10.0.0.1', 1_000)).toEqual({
      current: 62,
      ttl: 59_000,
      max: 60,
    });
    expect(gate.refuse('PUT /p|digest|10.0.0.2', 1_000)).toBeNull();
    expect(gate.refuse('PUT /p|digest|10.0.0.1', 60_000)).toBeNull();
    expect(gate.refusingAt(60_000)).toBe(false);
    gate.remember('PUT /p|account:1', 61, 120_000, 60);
    // The requester was forgotten with the window: it is counted again first.
    expect(gate.refuse('PUT /p|digest|10.0.0.1', 61_000)).toBeNull();
  });

  it('forgets every requester once the last remembered window ended, though none came back', () => {
    const gate = new RefusalGate();
    gate.remember('PUT /p|account:1', 61, 60_000, 60);
    gate.remember('PUT /q|account:2', 61, 90_000, 60);
    gate.alias('PUT /p|digest|10.0.0.1', 'PUT /p|account:1');
    gate.alias('PUT /q|digest|10.0.0.2', 'PUT /q|account:2');
    expect(gate.refusingAt(89_999)).toBe(true);
    expect(gate.refusingAt(90_000)).toBe(false);
    // Forgotten, not only not refused: a new window of the same key is counted again first.
    gate.remember('PUT /q|account:2', 61, 200_000, 60);
    expect(gate.refusingAt(100_000)).toBe(false);
    expect(gate.refuse('PUT /q|digest|10.0.0.2', 100_000)).toBeNull();
  });

  it('holds at most EXCEEDED_KEYS_MAX keys, forgetting the oldest first', () => {
    const gate = new RefusalGate();
    for (let i = 0; i <= EXCEEDED_KEYS_MAX; i += 1) gate.remember(`k${i}`, 2, 60_000, 1);
    expect(gate.hit('k0', 0)).toBeNull();
    expect(gate.hit('k1', 0)).not.toBeNull();
    expect(gate.hit(`k${EXCEEDED_KEYS_MAX}`, 0)).not.toBeNull();
  });

  it('names a route by its group, else its method and URL', () => {
    expect(routePrefix('login', 'GET', '/a')).toBe('login');
    expect(routePrefix(undefined, ['PUT', 'POST'], '/a')).toBe('PUT,POST /a');
    expect(routePrefix(undefined, undefined, undefined)).toBe('* *');
  });
});
