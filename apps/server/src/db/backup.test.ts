import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS } from '@vaga/contract';
import { bearer, createAccount } from '../../test/auth.ts';
import {
  createEmployer,
  createJobClasses,
  createReferenceOptions,
  createVacancy,
} from '../../test/factories/search-vacancies.ts';
import { QUIET_BACKGROUND, TEST_DATABASE_URL } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ManualClock } from '../platform/clock.ts';
import { createDatabase } from './database.ts';

/**
 * `npm run db:backup` / `db:restore` on the embedded SQLite, run as the commands run (their own
 * process) against a database the server in this process keeps writing to.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'vaga-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  output: string;
}

/**
 * Runs `db:<command> FILE [...args]` on the database of `databaseUrl`; `onStart` is told the
 * instant (ms since the epoch) the backup command says it began copying.
 */
function run(
  command: 'backup' | 'restore',
  databaseUrl: string,
  args: string[],
  onStart?: (at: number) => void,
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/db/backup-cli.ts', command, ...args],
      { cwd: SERVER_DIR, env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: dir } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Backing up .* from (\S+Z)/.exec(output);
      if (started) onStart?.(Date.parse(started[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The favourites (seeker, vacancy) of a database file. */
async function favouritesIn(file: string): Promise<Set<string>> {
  const handle = createDatabase(`sqlite:${file}`);
  try {
    const rows = await handle.db
      .selectFrom('favorite')
      .select(['account_id', 'job_offer_id'])
      .execute();
    return new Set(rows.map((r) => `${r.account_id}:${r.job_offer_id}`));
  } finally {
    await handle.close();
  }
}

describe.runIf(!TEST_DATABASE_URL)('SQLite backup and restore', () => {
  it('a backup taken under write load restores every write acknowledged before it began', async () => {
    const live = path.join(dir, 'live', 'vaga.db');
    const databaseUrl = `sqlite:${live}`;
    const database = createDatabase(databaseUrl);
    const clock = new ManualClock('2026-11-22T02:00:00.000Z');
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        SEED: 'none',
        ...QUIET_BACKGROUND,
        DATABASE_URL: databaseUrl,
      }),
      { clock, database },
    );
    await app.ready();
    try {
      const db = database.db;
      await createReferenceOptions(db);
      await createJobClasses(db);
      const employer = await createEmployer(db);
      const vacancies: number[] = [];
      for (let i = 0; i < 30; i += 1)
        vacancies.push(await createVacancy(db, { employer_id: employer }));
      // Writes through the API without end: each seeker saves every vacancy, then a new seeker.
      const seekers: { id: number; token: string }[] = [];
      let made = 0;
      const nextWrite = async () => {
        const vacancy = vacancies[made % vacancies.length];
        if (made % vacancies.length === 0) {
          const account = await createAccount(app);
          const { token } = await app.services.auth.openSession(account.id);
          seekers.push({ id: account.id, token });
        }
        made += 1;
        return { seeker: seekers[seekers.length - 1], vacancy };
      };
      const acknowledged: { key: string; at: number }[] = [];
      const write = async ({
        seeker,
        vacancy,
      }: {
        seeker: { id: number; token: string };
        vacancy: number;
      }) => {
        const response = await app.inject({
          method: 'POST',
          url: `${PATHS.favorites}?jobOfferId=${vacancy}`,
          headers: bearer(seeker.token),
        });
        expect(response.statusCode).toBe(200);
        // The wall clock, as the command reads it, to the fraction of a millisecond.
        acknowledged.push({
          key: `${seeker.id}:${vacancy}`,
          at: performance.timeOrigin + performance.now(),
        });
      };
      for (let i = 0; i < 200; i += 1) await write(await nextWrite());

      const backupFile = path.join(dir, 'backups', 'vaga-backup.db');
      mkdirSync(path.dirname(backupFile));
      let startedAt = Infinity;
      let done = false;
      const backup = run('backup', databaseUrl, ['backups/vaga-backup.db'], (at) => {
        startedAt = at;
      }).finally(() => (done = true));
      while (!done) {
        const batch = [await nextWrite(), await nextWrite(), await nextWrite(), await nextWrite()];
        await Promise.all(batch.map(write));
        // SQLite answers within one turn of the event loop: let the command's output arrive.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const result = await backup;
      expect(result.output).toContain('Backed up');
      expect(result.code).toBe(0);
      // The server kept writing while the command copied.
      expect(acknowledged.filter((w) => w.at >= startedAt).length).toBeGreaterThan(0);

      // The live server's file cannot be restored over while it runs, even with --force.
      const busy = await run('restore', databaseUrl, [backupFile, '--force']);
      expect(busy.code).toBe(2);
      expect(busy.output).toContain('in use: stop the server first');

      const restoredFile = path.join(dir, 'restored', 'vaga.db');
      const restored = await run('restore', `sqlite:${restoredFile}`, [backupFile]);
      expect(restored.code).toBe(0);
      const kept = await favouritesIn(restoredFile);
      const before = acknowledged.filter((w) => w.at < startedAt);
      expect(before.length).toBeGreaterThanOrEqual(200);
      for (const { key } of before) expect(kept.has(key), key).toBe(true);
      // Nothing else: every row is one the server acknowledged (all writes were awaited).
      const written = new Set(acknowledged.map((w) => w.key));
      for (const key of kept) expect(written.has(key), key).toBe(true);
      // The restored database is the server's: it opens, migrated, and answers.
      const reopened = createDatabase(`sqlite:${restoredFile}`);
      const again = await buildApp(
        loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND }),
        { clock, database: reopened },
      );
      try {
        const seeker = seekers[0];
        const list = await again.inject({ url: PATHS.favorites, headers: bearer(seeker.token) });
        expect(list.statusCode).toBe(200);
        const expected = before.filter((w) => w.key.startsWith(`${seeker.id}:`)).length;
        expect((list.json() as unknown[]).length).toBeGreaterThanOrEqual(expected);
      } finally {
        await again.close();
        await reopened.close();
      }
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);

  it('refuses to overwrite a file without --force, a file that is no Vaga database, and PostgreSQL', async () => {
    const source = path.join(dir, 'refusals', 'vaga.db');
    const handle = createDatabase(`sqlite:${source}`);
    const app = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', SEED: 'none', ...QUIET_BACKGROUND }),
      { database: handle },
    );
    await app.close();
    await handle.close();
    const url = `sqlite:${source}`;

    const first = await run('backup', url, ['refusals/copy.db']);
    expect(first.code).toBe(0);
    const again = await run('backup', url, ['refusals/copy.db']);
    expect(again.code).toBe(2);
    expect(again.output).toContain('exists; add --force');
    expect((await run('backup', url, ['refusals/copy.db', '--force'])).code).toBe(0);

    // A stopped server's existing file is replaced only with --force.
    const target = path.join(dir, 'refusals', 'target.db');
    writeFileSync(target, 'not yet a database');
    const noForce = await run('restore', `sqlite:${target}`, ['refusals/copy.db']);
    expect(noForce.code).toBe(2);
    expect(noForce.output).toContain('exists; add --force');
    writeFileSync(`${target}-wal`, 'an old log that must not be applied');
    const forced = await run('restore', `sqlite:${target}`, ['refusals/copy.db', '--force']);
    expect(forced.code).toBe(0);
    expect(existsSync(`${target}-wal`)).toBe(false);
    expect(await favouritesIn(target)).toEqual(new Set());

    const junk = path.join(dir, 'refusals', 'junk.db');
    writeFileSync(junk, 'this is no database at all, only text');
    const notDatabase = await run('restore', `sqlite:${path.join(dir, 'refusals', 'new.db')}`, [
      'refusals/junk.db',
    ]);
    expect(notDatabase.code).toBe(2);
    expect(notDatabase.output).toContain('not a database');
    expect(existsSync(path.join(dir, 'refusals', 'new.db'))).toBe(false);
  }, 120_000);
});

describe('backup commands on PostgreSQL', () => {
  it('refuse, pointing at pg_dump and pg_restore', async () => {
    for (const command of ['backup', 'restore'] as const) {
      const postgres = await run(command, 'postgres://postgres@127.0.0.1:5432/vaga', ['pg.db']);
      expect(postgres.code).toBe(2);
      expect(postgres.output).toContain('pg_dump');
      expect(existsSync(path.join(dir, 'pg.db'))).toBe(false);
    }
  }, 60_000);
});
