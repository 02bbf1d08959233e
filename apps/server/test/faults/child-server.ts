import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll } from 'vitest';
import { PATHS } from '@vaga/contract';
import { TEST_DATABASE_URL } from '../helper.ts';

/** The server run as a child process (tsx), as the fault tests kill and restart it. */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `src/server.ts` on `port`; answers once `/healthz` does, or at once with `wait: false`. */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  port: number,
  options: { wait?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  children.add(child);
  if (options.wait === false) return child;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}${PATHS.healthz}`).catch(() => null);
    if (up?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** Resolves with the exit code when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The database a child server uses: a file on SQLite, a schema of its own on PostgreSQL. */
export async function childDatabase(): Promise<{
  url: string;
  schema?: string;
  dispose: () => Promise<void>;
}> {
  if (!TEST_DATABASE_URL) {
    const dir = await mkdtemp(path.join(tmpdir(), 'vaga-child-'));
    return { url: `sqlite:${path.join(dir, 'vaga.db')}`, dispose: async () => undefined };
  }
  const schema = `t_child_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.href,
    schema,
    dispose: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}
