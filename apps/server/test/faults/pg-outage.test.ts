import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../auth.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../factories/search-vacancies.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../src/db/reconnecting-postgres.ts';
import {
  buildTestApp,
  dialectUnderTest,
  QUIET_BACKGROUND,
  TEST_DATABASE_URL,
  type TestContext,
} from '../helper.ts';

/** Answers a broken connection may give: success, or 503 SERVER_BUSY asking to come back. */
function isAnswered(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400) return true;
  return (
    res.statusCode === 503 &&
    res.json().code === 'SERVER_BUSY' &&
    Number(res.headers['retry-after']) === DATABASE_RETRY_AFTER_SECONDS
  );
}

/**
 * PostgreSQL outages under load: every connection of the server is terminated while requests
 * run. Work whose connection broke runs again on a new one when that is safe, else answers 503
 * SERVER_BUSY with Retry-After (never a 500); the server recovers without a restart and keeps
 * every write it acknowledged.
 */
describe.runIf(dialectUnderTest === 'postgres')('PostgreSQL connections terminated', () => {
  let ctx: TestContext;
  let vacancies: number[];
  let seekers: Record<string, string>[];

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    vacancies = [];
    for (let i = 0; i < 25; i += 1) vacancies.push(await createVacancy(ctx.database.db, {}));
    seekers = [];
    for (let i = 0; i < 4; i += 1) {
      seekers.push(bearer(await loginAs(ctx.app, { euid: `outage-${i}` })));
    }
  });

  /** The backend pids of the server's pooled connections (all of them busy at once). */
  async function serverPids(): Promise<number[]> {
    const rows = await Promise.all(
      Array.from({ length: 5 }, () =>
        sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(ctx.app.db),
      ),
    );
    return [...new Set(rows.map((r) => Number(r.rows[0].pid)))];
  }

  /** Terminates these backends; answers how many were still there to terminate. */
  async function terminate(pids: number[]): Promise<number> {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const { rows } = await admin.query<{ done: boolean }>(
      'select pg_terminate_backend(pid) as done from unnest($1::int[]) as pid',
      [pids],
    );
    await admin.end();
    return rows.filter((r) => r.done).length;
  }

  it(
    'answers every request in flight, retried or 503 SERVER_BUSY, and loses no acknowledged write',
    { timeout: 60_000 },
    async () => {
      const acknowledged: [number, number][] = [];
      const faults: string[] = [];
      let stop = false;
      const loop = async (seeker: number) => {
        for (let round = 0; round < 3 && !stop; round += 1) {
          for (const id of vacancies) {
            if (stop) return;
            // A transaction (favorites.repository.ts addWithin), a plain write and a read;
            // at most 100 writes per seeker, under the routes' limit of 120 a minute.
            const add = await ctx.app.inject({
              method: 'POST',
              url: `${PATHS.favorites}?jobOfferId=${id}`,
              headers: seekers[seeker],
            });
            if (add.statusCode === 200) acknowledged.push([seeker, id]);
            else if (!isAnswered(add)) faults.push(`POST ${add.statusCode} ${add.body}`);
            if (round % 2 === 1) {
              const remove = await ctx.app.inject({
                method: 'DELETE',
                url: `${PATHS.favorites}?jobOfferId=${id}`,
                headers: seekers[seeker],
              });
              if (!isAnswered(remove)) faults.push(`DELETE ${remove.statusCode} ${remove.body}`);
              // Removed, or (503) perhaps removed: no longer an acknowledged favourite.
              const at = acknowledged.findIndex(([s, v]) => s === seeker && v === id);
              if (at >= 0) acknowledged.splice(at, 1);
            }
            const read = await ctx.app.inject(buildPath(PATHS.jobOffer, { id }));
            if (!isAnswered(read)) faults.push(`GET ${read.statusCode} ${read.body}`);
          }
        }
      };
      const load = seekers.map((_, i) => loop(i));
      let terminated = 0;
      for (let round = 0; round < 3; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        terminated += await terminate(await serverPids());
      }
      stop = true;
      await Promise.all(load);
      expect(terminated).toBeGreaterThanOrEqual(3);
      expect(faults).toEqual([]);

      // Recovered without a restart: reads and writes answer again.
      const ready = await ctx.app.inject(PATHS.readyz);
      expect(ready.statusCode).toBe(200);
      const after = await ctx.app.inject({ url: PATHS.favorites, headers: seekers[0] });
      expect(after.statusCode).toBe(200);

      // Every acknowledged write is stored.
      const stored = await ctx.database.db
        .selectFrom('favorite')
        .select(['account_id', 'job_offer_id'])
        .execute();
      const storedKeys = new Set(stored.map((r) => Number(r.job_offer_id)));
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const [, id] of acknowledged) expect(storedKeys.has(id)).toBe(true);
    },
  );
});

/**
 * One request's connection terminated at a chosen point: the test holds a lock the request
 * waits for, terminates the backend that waits, then lets go of the lock.
 */
describe.runIf(dialectUnderTest === 'postgres')('a connection terminated under a request', () => {
  let ctx: TestContext;
  let vacancies: number[];
  let seeker: Record<string, string>;
  let schema: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createReferenceOptions(ctx.database.db);
    await createJobClasses(ctx.database.db);
    vacancies = [];
    for (let i = 0; i < 3; i += 1) vacancies.push(await createVacancy(ctx.database.db, {}));
    seeker = bearer(await loginAs(ctx.app, { euid: 'cut-once' }));
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      ctx.app.db,
    );
    schema = rows[0].schema;
  });

  async function statementOf(client: pg.Client, pid: number) {
    const { rows } = await client.query<{ query: string }>(
      'select query from pg_stat_activity where pid = $1',
      [pid],
    );
    return { pid, query: rows[0].query };
  }

  /**
   * Runs `request` while a transaction of the test holds `lock`; once a backend waits for that
   * lock it is terminated and the lock released. Answers the response and what the backend ran.
   */
  async function cutWhileWaiting(
    lock: string,
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<{ res: LightMyRequestResponse; query: string }> {
    const open = async () => {
      const client = new pg.Client({
        connectionString: TEST_DATABASE_URL,
        options: `-c search_path=${schema}`,
      });
      await client.connect();
      return client;
    };
    const holder = await open();
    const watcher = await open();
    try {
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      await holder.query('begin');
      await holder.query(lock);
      const answer = request();
      let waiting: { pid: number; query: string } | undefined;
      for (let i = 0; i < 200 && !waiting; i += 1) {
        const found = await watcher.query<{ pid: number }>(
          'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
          [rows[0].pid],
        );
        // The view's text is read before the blocking pids are, so it may still be the
        // statement before the one that waits. Read once the wait is seen, it is the waiting
        // one: the backend stays blocked until the lock is released.
        if (found.rows[0]) waiting = await statementOf(watcher, found.rows[0].pid);
        if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (!waiting) throw new Error('no request waited for the lock');
      const done = await watcher.query<{ done: boolean }>(
        'select pg_terminate_backend($1) as done',
        [waiting.pid],
      );
      expect(done.rows[0].done).toBe(true);
      await holder.query('commit');
      return { res: await answer, query: waiting.query };
    } finally {
      await holder.end();
      await watcher.end();
    }
  }

  const favoriteIds = async () =>
    (
      await ctx.database.db
        .selectFrom('favorite')
        .select('job_offer_id')
        .orderBy('job_offer_id')
        .execute()
    ).map((r) => Number(r.job_offer_id));

  it('runs a read again on a new connection', async () => {
    const { res, query } = await cutWhileWaiting(
      'lock table favorite in access exclusive mode',
      () => ctx.app.inject({ url: PATHS.favorites, headers: seeker }),
    );
    expect(query).toMatch(/^select/);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await favoriteIds());
  });

  it('runs a transaction cut before its commit again, and stores its writes once', async () => {
    const id = vacancies[0];
    const { res, query } = await cutWhileWaiting(
      'lock table favorite in access exclusive mode',
      () =>
        ctx.app.inject({
          method: 'POST',
          url: `${PATHS.favorites}?jobOfferId=${id}`,
          headers: seeker,
        }),
    );
    // Cut inside the transaction, after its writes to favorite_owner.
    expect(query).toMatch(/^select .* from "favorite"/);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([id]);
    expect(await favoriteIds()).toEqual([id]);
    const owners = await ctx.database.db.selectFrom('favorite_owner').selectAll().execute();
    expect(owners).toHaveLength(1);
  });

  it('answers 503 SERVER_BUSY with Retry-After for a write cut outside a transaction', async () => {
    const id = vacancies[0];
    const { res, query } = await cutWhileWaiting(
      'lock table favorite in access exclusive mode',
      () =>
        ctx.app.inject({
          method: 'DELETE',
          url: `${PATHS.favorites}?jobOfferId=${id}`,
          headers: seeker,
        }),
    );
    expect(query).toMatch(/^delete from "favorite"/);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVER_BUSY', errorArgs: [DATABASE_RETRY_AFTER_SECONDS] });
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    // The server goes on: asked again, the write is done.
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${PATHS.favorites}?jobOfferId=${id}`,
      headers: seeker,
    });
    expect(again.statusCode).toBe(200);
    expect(await favoriteIds()).toEqual([]);
  });

  it('answers 503 SERVER_BUSY with Retry-After for a transaction cut during its commit', async () => {
    const id = vacancies[1];
    const key = Math.floor(Math.random() * 2 ** 31);
    // A deferred trigger runs at commit: it waits for an advisory lock the test holds.
    await sql
      .raw(
        `create function hold_commit() returns trigger language plpgsql as $$
         begin perform pg_advisory_xact_lock(${key}); return null; end $$;
         create constraint trigger hold_commit after insert on favorite
         deferrable initially deferred for each row execute function hold_commit()`,
      )
      .execute(ctx.database.db);
    try {
      const { res, query } = await cutWhileWaiting(`select pg_advisory_xact_lock(${key})`, () =>
        ctx.app.inject({
          method: 'POST',
          url: `${PATHS.favorites}?jobOfferId=${id}`,
          headers: seeker,
        }),
      );
      expect(query).toBe('commit');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVER_BUSY',
        errorArgs: [DATABASE_RETRY_AFTER_SECONDS],
      });
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    } finally {
      await sql
        .raw('drop trigger hold_commit on favorite; drop function hold_commit()')
        .execute(ctx.database.db);
    }
    // Here the commit never happened; asked again, the write is done once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${PATHS.favorites}?jobOfferId=${id}`,
      headers: seeker,
    });
    expect(again.statusCode).toBe(200);
    expect(await favoriteIds()).toEqual([id]);
  });
});

/** A TCP proxy to PostgreSQL that can cut every connection and refuse new ones, then recover. */
function databaseProxy(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(dialectUnderTest === 'postgres')('the database briefly unreachable', () => {
  it('/readyz reports the outage and the server recovers without a restart', async () => {
    const target = new URL(TEST_DATABASE_URL ?? '');
    const proxy = databaseProxy(target);
    const port = await proxy.listen();
    const schema = `t_outage_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const via = new URL(target.href);
    via.host = `127.0.0.1:${port}`;
    const database = createDatabase(via.href, { schema, poolSize: 3 });
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND });
    const app = await buildApp(config, { database });
    try {
      await app.ready();
      expect((await app.inject(PATHS.readyz)).statusCode).toBe(200);

      proxy.cut();
      expect((await app.inject(PATHS.healthz)).statusCode).toBe(200);
      const ready = await app.inject(PATHS.readyz);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable', store: 'ok' });
      // No connection can be opened: a read is tried twice, then asked to come back.
      const list = await app.inject(PATHS.topKeywords);
      expect(list.statusCode).toBe(503);
      expect(list.json()).toEqual({
        code: 'SERVER_BUSY',
        errorArgs: [DATABASE_RETRY_AFTER_SECONDS],
      });
      expect(list.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));

      proxy.restore();
      expect((await app.inject(PATHS.readyz)).statusCode).toBe(200);
      expect((await app.inject(PATHS.topKeywords)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await proxy.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });
});
