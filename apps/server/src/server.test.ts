import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { freePort } from '../bench/bench-util.ts';
import { QUIET_BACKGROUND } from '../test/helper.ts';
import { createSharedDatabase, type SharedDatabase } from '../test/shared-database.ts';

/**
 * `src/server.ts` started as production starts it (NODE_ENV=production): the embedded demo login
 * runs only when asked for (DEMO=1); without it and without OIDC_ISSUER the server refuses.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code once the process ended. */
  exit: Promise<number | null>;
  stderr: () => string;
}

/** Starts the server on `database` with `env` added to a production environment of ours. */
async function startServer(database: SharedDatabase, env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(OIDC_|DEMO$|SEED$)/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      ...QUIET_BACKGROUND,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: database.url,
      STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'vaga-start-files-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, baseUrl: `http://127.0.0.1:${port}`, exit, stderr: () => stderr };
}

/** Waits until the server answers /readyz (true) or exits (false). */
async function readyOrExited(server: Started): Promise<boolean> {
  let exited = false;
  void server.exit.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !exited) {
    const res = await fetch(`${server.baseUrl}${PATHS.readyz}`).catch(() => null);
    if (res?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Waits until the server answers /readyz; fails if it exits first. */
async function ready(server: Started): Promise<void> {
  if (!(await readyOrExited(server))) throw new Error(`server did not start: ${server.stderr()}`);
}

async function stop(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exit;
}

/** The vacancies in the database (they exist only once it is migrated). */
async function vacancies(database: SharedDatabase): Promise<number> {
  const handle = database.open();
  try {
    const row = await handle.db
      .selectFrom('job_offer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

const providerConfiguration = '/oidc/.well-known/openid-configuration';

describe('starting the server in production', () => {
  it(
    'refuses without OIDC_ISSUER or DEMO=1, says why, and touches nothing',
    { timeout: 120_000 },
    async () => {
      const database = await createSharedDatabase();
      const server = await startServer(database, {});
      const started = await readyOrExited(server);
      if (started) await stop(server);
      expect(started).toBe(false);
      expect(await server.exit).toBe(1);
      expect(server.stderr()).toMatch(
        /^Refusing to start: NODE_ENV=production without OIDC_ISSUER/m,
      );
      expect(server.stderr()).toMatch(/OIDC_CLIENT_SECRET for the real login,\nor DEMO=1/);
      // The reason alone, not a stack trace.
      expect(server.stderr()).not.toMatch(/\n\s+at /);
      expect((await fetch(`${server.baseUrl}${PATHS.healthz}`).catch(() => null))?.ok).toBeFalsy();
      // It stopped before migrating the database.
      await expect(vacancies(database)).rejects.toThrow(/job_offer/);
    },
  );

  it('runs the demo login and the demo seed with DEMO=1', { timeout: 120_000 }, async () => {
    const database = await createSharedDatabase();
    const server = await startServer(database, { DEMO: '1' });
    try {
      await ready(server);
      expect((await fetch(`${server.baseUrl}${providerConfiguration}`)).status).toBe(200);
      const login = await fetch(`${server.baseUrl}/service/login?type=staff`, {
        redirect: 'manual',
      });
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toMatch(new RegExp(`^${server.baseUrl}/oidc/`));
      expect(await vacancies(database)).toBeGreaterThan(0);
    } finally {
      await stop(server);
    }
  });

  it(
    'runs without the demo login or the demo seed with OIDC_ISSUER',
    { timeout: 120_000 },
    async () => {
      const database = await createSharedDatabase();
      const server = await startServer(database, {
        OIDC_ISSUER: 'https://login.example.mo/',
        OIDC_CLIENT_ID: 'vaga',
        OIDC_CLIENT_SECRET: 'secret-of-the-issuer',
      });
      try {
        await ready(server);
        expect((await fetch(`${server.baseUrl}${providerConfiguration}`)).status).toBe(404);
        expect(await vacancies(database)).toBe(0);
      } finally {
        await stop(server);
      }
    },
  );
});
