import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { ChangeFeed, LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MS } from './change-feed.ts';
import type { ChangeFeedRepository } from './change-feed.repository.ts';
import { dialectUnderTest } from '../../test/helper.ts';
import { buildInstance, createSharedDatabase } from '../../test/shared-database.ts';
import { ManualClock } from './clock.ts';

/** A feed over versions kept in memory, with a listener the test breaks at will. */
function fakeFeed() {
  const versions = new Map<string, number>();
  const repository = {
    channel: async () => 'vaga_cache_test',
    versions: async () => [...versions].map(([topic, version]) => ({ topic, version })),
    bump: async () => undefined,
  } as unknown as ChangeFeedRepository;
  const listeners: { notify: () => void; fail: (error: Error) => void; closed: boolean }[] = [];
  const listen = vi.fn(
    async (_channel: string, notify: (payload: string) => void, fail: (error: Error) => void) => {
      const listener = { notify: () => notify(''), fail, closed: false };
      listeners.push(listener);
      return async () => {
        listener.closed = true;
      };
    },
  );
  const feed = new ChangeFeed(repository, undefined, listen);
  return { feed, versions, listen, listeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the change feed listens again when its connection breaks', () => {
  it('retries after a growing wait, and reads what it missed once it listens again', async () => {
    vi.useFakeTimers();
    const { feed, versions, listen, listeners } = fakeFeed();
    await feed.start(60_000);
    expect(listen).toHaveBeenCalledTimes(1);

    // The connection breaks; meanwhile another instance writes.
    listeners[0].fail(new Error('terminating connection due to administrator command'));
    expect(listeners[0].closed).toBe(true);
    versions.set('joboffers', 1);
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS - 1);
    expect(listen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(listen).toHaveBeenCalledTimes(2);
    // Listening again, it read the versions at once: the write is seen without waiting a poll.
    await vi.waitFor(() => expect(feed.version('joboffers')).toBe(1));

    // A notification on the new connection triggers a read.
    versions.set('joboffers', 2);
    listeners[1].notify();
    await vi.waitFor(() => expect(feed.version('joboffers')).toBe(2));

    // A connection that worked starts the waits over: broken again, it retries after the first wait.
    listeners[1].fail(new Error('lost'));
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS);
    expect(listen).toHaveBeenCalledTimes(3);
    // A failing attempt doubles the wait.
    listen.mockRejectedValueOnce(new Error('connection refused'));
    listeners[2].fail(new Error('lost'));
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MS);
    expect(listen).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(2 * LISTEN_RETRY_MS - 1);
    expect(listen).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(listen).toHaveBeenCalledTimes(5);
    await feed.stop();
    expect(listeners[3].closed).toBe(true);
    expect(listeners).toHaveLength(4);
  });

  it('keeps trying while the database refuses, never waiting more than the longest wait', async () => {
    vi.useFakeTimers();
    const { feed, listen } = fakeFeed();
    listen.mockRejectedValue(new Error('connection refused'));
    await feed.start(60_000);
    expect(listen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * LISTEN_RETRY_MAX_MS);
    const calls = listen.mock.calls.length;
    expect(calls).toBeGreaterThan(5);
    await vi.advanceTimersByTimeAsync(LISTEN_RETRY_MAX_MS);
    expect(listen.mock.calls.length).toBe(calls + 1);
    // Stopped, it tries no more.
    await feed.stop();
    await vi.advanceTimersByTimeAsync(10 * LISTEN_RETRY_MAX_MS);
    expect(listen.mock.calls.length).toBe(calls + 1);
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'on PostgreSQL, hears of writes by notification again after its backend was terminated',
    async () => {
      const shared = await createSharedDatabase();
      const clock = new ManualClock('2026-11-22T02:00:00.000Z');
      const env = { CHANGE_FEED_POLL_MS: '60000' };
      const { app: a } = await buildInstance(shared, clock, env);
      const { app: b } = await buildInstance(shared, clock, env);
      const channel = await new Promise<string>((resolve) => {
        void sql<{ schema: string }>`select current_schema() as schema`
          .execute(a.db)
          .then((r) => resolve(`vaga_cache_${r.rows[0].schema}`));
      });
      const listeners = async () =>
        (
          await sql<{ pid: number }>`select pid from pg_stat_activity
            where query = ${`listen "${channel}"`} and pid <> pg_backend_pid()`.execute(a.db)
        ).rows.map((r) => r.pid);
      await expect.poll(async () => (await listeners()).length, { timeout: 2000 }).toBe(2);
      for (const pid of await listeners())
        await sql`select pg_terminate_backend(${pid})`.execute(a.db);

      // Polling once a minute: only a renewed notification can bring the change in seconds.
      await expect
        .poll(async () => (await listeners()).length, { timeout: 5000, interval: 100 })
        .toBe(2);
      const before = b.changeFeed.version('references');
      await a.changeFeed.bump('references');
      await expect
        .poll(() => b.changeFeed.version('references'), { timeout: 2000, interval: 25 })
        .toBeGreaterThan(before);
    },
  );
});
