import { describe, expect, it } from 'vitest';
import { ComputeGate, type ComputeLimits } from './compute-gate.ts';

const BUSY = { code: 'SERVER_BUSY', statusCode: 503, errorArgs: [1] };
const ROOMY: ComputeLimits = { total: 100, perClient: 100, turnBudgetMs: 1_000 };

function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** A gate on a fake clock whose turns end when the test says. */
function fakeGate(limits: Partial<ComputeLimits>) {
  let now = 0;
  const turnEnds: (() => void)[] = [];
  const gate = new ComputeGate(
    { ...ROOMY, ...limits },
    () => now,
    (callback) => turnEnds.push(callback),
  );
  return {
    gate,
    /** Work that holds the loop for `ms` without yielding to it. */
    busyFor: (ms: number) => async () => {
      now += ms;
      return ms;
    },
    endTurn: () => turnEnds.splice(0).forEach((end) => end()),
  };
}

describe('ComputeGate', () => {
  it('refuses a client over its own in-flight cap with SERVER_BUSY, not the others', async () => {
    const { gate } = fakeGate({ perClient: 1 });
    const hold = held();
    const first = gate.run('ip:a', () => hold.released);
    await expect(gate.run('ip:a', async () => 'x')).rejects.toMatchObject(BUSY);
    await expect(gate.run('ip:b', async () => 'b')).resolves.toBe('b');
    hold.release();
    await first;
    await expect(gate.run('ip:a', async () => 'again')).resolves.toBe('again');
    expect(gate.active).toBe(0);
  });

  it('refuses everyone over the total in-flight cap and frees a slot when work fails', async () => {
    const { gate } = fakeGate({ total: 2 });
    const hold = held();
    const running = [gate.run('a', () => hold.released), gate.run('b', () => hold.released)];
    await expect(gate.run('c', async () => 'c')).rejects.toMatchObject(BUSY);
    hold.release();
    await Promise.all(running);
    const failing = gate.run('c', async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(gate.active).toBe(0);
    await expect(gate.run('c', async () => 'c')).resolves.toBe('c');
  });

  it('refuses work once a turn of the loop has spent its budget, until the turn ends', async () => {
    const { gate, busyFor, endTurn } = fakeGate({ turnBudgetMs: 30 });
    await expect(gate.run('a', busyFor(20))).resolves.toBe(20);
    await expect(gate.run('b', busyFor(20))).resolves.toBe(20);
    await expect(gate.run('c', busyFor(1))).rejects.toMatchObject(BUSY);
    endTurn();
    await expect(gate.run('c', busyFor(1))).resolves.toBe(1);
  });

  it('does not count time spent waiting across turns (an asynchronous database)', async () => {
    const fake = fakeGate({ turnBudgetMs: 30 });
    const hold = held();
    const waiting = fake.gate.run('a', async () => {
      await hold.released;
      return fake.busyFor(100)();
    });
    fake.endTurn();
    hold.release();
    await waiting;
    await expect(fake.gate.run('b', fake.busyFor(1))).resolves.toBe(1);
  });
});
