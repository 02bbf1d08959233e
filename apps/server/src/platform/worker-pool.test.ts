import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.ts';

const pool = new WorkerPool<string, number>(
  new URL('../../test/fixtures/echo-worker.ts', import.meta.url),
  2,
);
afterAll(() => pool.close());

describe('WorkerPool', () => {
  it('runs work on worker threads, never the event loop’s own', async () => {
    const threads = await Promise.all(Array.from({ length: 6 }, () => pool.run('hi')));
    for (const id of threads) expect(id).not.toBe(threadId);
    expect(new Set(threads).size).toBeLessThanOrEqual(2);
  });

  it('passes a failure back and replaces a worker that dies', async () => {
    await expect(pool.run('fail')).rejects.toThrow('asked to fail');
    await expect(pool.run('exit')).rejects.toThrow(/worker stopped/);
    expect(typeof (await pool.run('again'))).toBe('number');
  });
});
