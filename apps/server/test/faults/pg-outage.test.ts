import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, ERROR_CODES, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../auth.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../factories/search-vacancies.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import {
  buildTestApp,
  dialectUnderTest,
  QUIET_BACKGROUND,
  TEST_DATABASE_URL,
  type TestContext,
} from '../helper.ts';

/**
 * PostgreSQL outages under load: every connection of the server is terminated while requests
 * run; the server answers in the catalogue shape meanwhile, recovers without a restart, and
 * keeps every write it acknowledged.
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

  async function terminate(pids: number[]): Promise<void> {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    await admin.end();
  }

  it('recovers by itself and loses no acknowledged write', { timeout: 60_000 }, async () => {
    const acknowledged: [number, number][] = [];
    const faults: string[] = [];
    let stop = false;
    const loop = async (seeker: number) => {
      for (const id of vacancies) {
        if (stop) return;
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${PATHS.favorites}?jobOfferId=${id}`,
          headers: seekers[seeker],
        });
        if (res.statusCode === 200) acknowledged.push([seeker, id]);
        else if (!ERROR_CODES.includes(res.json().code)) faults.push(res.body);
        const read = await ctx.app.inject(buildPath(PATHS.jobOffer, { id }));
        if (read.statusCode >= 400 && !ERROR_CODES.includes(read.json().code))
          faults.push(read.body);
      }
    };
    const load = seekers.map((_, i) => loop(i));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await terminate(await serverPids());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await terminate(await serverPids());
    await Promise.all(load);
    stop = true;
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
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
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
      expect(ready.json()).toEqual({ status: 'unavailable' });
      const list = await app.inject(PATHS.topKeywords);
      expect(list.statusCode).toBe(500);
      expect(list.json()).toEqual({ code: 'INTERNAL_SERVER_ERROR', errorArgs: [] });

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
