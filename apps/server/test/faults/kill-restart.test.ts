import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { bearer, loginAs } from '../auth.ts';
import {
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../factories/search-vacancies.ts';
import { QUIET_BACKGROUND } from '../helper.ts';
import { childDatabase, exited } from './child-server.ts';

/**
 * `kill -9` during a write loop: the server process is killed while it acknowledges writes,
 * started again on the same database, and every acknowledged write must be there.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  children.add(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}${PATHS.healthz}`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write after a restart', { timeout: 180_000 }, async () => {
    const target = await childDatabase();
    const env = {
      DATABASE_URL: target.url,
      SEED: 'none',
      LOG_LEVEL: 'silent',
      STORAGE_DIR: await mkdtemp(path.join(tmpdir(), 'vaga-kill-files-')),
      ...QUIET_BACKGROUND,
    };
    // Prepare accounts, sessions and vacancies on the same database.
    const setupDb = createDatabase(target.url, { schema: target.schema });
    const setup = await buildApp(loadConfig(env), { database: setupDb });
    await createReferenceOptions(setup.db);
    await createJobClasses(setup.db);
    const vacancies: number[] = [];
    for (let i = 0; i < 25; i += 1) vacancies.push(await createVacancy(setup.db, {}));
    const seekers: Record<string, string>[] = [];
    for (let i = 0; i < 4; i += 1) {
      seekers.push(bearer(await loginAs(setup, { euid: `kill-${i}` })));
    }
    await setup.close();
    await setupDb.close();

    const port = await freePort();
    const server = await startServer(env, port);
    const acknowledged: [number, number][] = [];
    const failures: string[] = [];
    const loop = async (seeker: number) => {
      for (const id of vacancies) {
        const res = await fetch(`http://127.0.0.1:${port}${PATHS.favorites}?jobOfferId=${id}`, {
          method: 'POST',
          headers: seekers[seeker],
        }).catch(() => null);
        if (!res) return;
        if (res.status === 200) acknowledged.push([seeker, id]);
        else failures.push(`${res.status} ${await res.text()}`);
      }
    };
    let finished = false;
    const load = Promise.all(seekers.map((_, i) => loop(i))).finally(() => {
      finished = true;
    });
    while (acknowledged.length < 20 && !finished) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    server.kill('SIGKILL');
    await load;
    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    await exited(server);

    const restarted = await startServer(env, port);
    for (const [seeker, id] of acknowledged) {
      const res = await fetch(`http://127.0.0.1:${port}${PATHS.favorites}`, {
        headers: seekers[seeker],
      });
      expect(res.status).toBe(200);
      const ids = (await res.json()) as number[];
      expect(ids, `seeker ${seeker} vacancy ${id}`).toContain(id);
    }
    expect(acknowledged.length).toBeLessThan(seekers.length * vacancies.length);
    restarted.kill('SIGTERM');
    await exited(restarted);
    await target.dispose();
  });
});
