import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { dialectOf } from './database.ts';

/**
 * Backups of the embedded SQLite database (`npm run db:backup` / `db:restore`). PostgreSQL has
 * its own tools (pg_dump / pg_restore, README "Backups").
 */

/** A refusal the command line prints as it is, with a failed exit. */
export class BackupRefused extends Error {}

/** Pages copied per step of SQLite's backup: all at once (see backupSqlite). */
const ALL_PAGES = 0x7fffffff;
/** Kysely's table of applied migrations: a Vaga database has it. */
const MIGRATION_TABLE = 'kysely_migration';

/** The file of a `sqlite:` DATABASE_URL; refuses PostgreSQL and in-memory databases. */
export function sqliteFileOf(databaseUrl: string): string {
  if (dialectOf(databaseUrl) === 'postgres') {
    throw new BackupRefused(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump and restore it with pg_restore (README "Backups").',
    );
  }
  const file = databaseUrl.replace(/^sqlite:/, '');
  if (file === ':memory:') throw new BackupRefused('An in-memory database has nothing to back up.');
  return file;
}

/** Checks a database file: SQLite's quick check, and Vaga's migration table. */
function verify(file: string, what: string): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true });
  } catch (error) {
    throw new BackupRefused(`${what} ${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupRefused(`${what} ${file} is damaged: ${String(check)}`);
    const table = db
      .prepare(`select 1 from sqlite_master where type = 'table' and name = ?`)
      .get(MIGRATION_TABLE);
    if (!table) throw new BackupRefused(`${what} ${file} is not a Vaga database.`);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${what} ${file} is not a database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Copies `source` into `target` with SQLite's online backup API, all pages in one step: the step
 * reads one snapshot (a read transaction, which in WAL mode lets the running server go on
 * writing), so the copy holds every transaction committed before it began and none half-done.
 * (Copied in small steps, a write by the server between two steps would restart the copy.)
 * The copy is written beside `target` and renamed into place once whole.
 */
async function copyDatabase(source: SQLite.Database, target: string): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.part`;
  rmSync(partial, { force: true });
  try {
    await source.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, target);
}

/**
 * `db:backup`: a consistent copy of the database file `source` while the server runs, written to
 * `target` as one self-contained file (rollback journal, no `-wal` beside it). Refuses to
 * overwrite an existing file unless `force`.
 */
export async function backupSqlite(
  source: string,
  target: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(source)) throw new BackupRefused(`There is no database at ${source}.`);
  if (existsSync(target) && !options.force) {
    throw new BackupRefused(`${target} exists; add --force to overwrite it.`);
  }
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await copyDatabase(db, target);
  } finally {
    db.close();
  }
  // One file to keep: the copy leaves WAL mode (the server sets it again when it opens a restore).
  const copy = new SQLite(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  verify(target, 'The backup');
}

/**
 * Whether a connection has the database file open: every connection of a server in WAL mode
 * holds a shared lock, so an exclusive lock taken without waiting fails while one runs.
 */
export function databaseInUse(file: string): boolean {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true });
  } catch {
    return false;
  }
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
  } finally {
    db.close();
  }
}

/**
 * `db:restore`: replaces the database file `target` of a stopped server with the backup `source`.
 * The backup is checked first (SQLite's quick check, a Vaga database); an existing target is
 * replaced only with `force`, and never while a process has it open. The old `-wal` and `-shm`
 * files go with it (SQLite would otherwise apply the old log to the restored file).
 */
export async function restoreSqlite(
  source: string,
  target: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(source)) throw new BackupRefused(`There is no backup at ${source}.`);
  verify(source, 'The backup');
  if (existsSync(target)) {
    if (databaseInUse(target)) {
      throw new BackupRefused(`${target} is in use: stop the server first.`);
    }
    if (!options.force) {
      throw new BackupRefused(`${target} exists; add --force to replace it with the backup.`);
    }
  }
  const backup = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    const partial = `${target}.restoring`;
    await copyDatabase(backup, partial);
    for (const suffix of ['-wal', '-shm', '-journal'])
      rmSync(`${target}${suffix}`, { force: true });
    renameSync(partial, target);
  } finally {
    backup.close();
  }
}
