import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupRefused, backupSqlite, restoreSqlite, sqliteFileOf } from './backup.ts';

/**
 * `npm run db:backup -- FILE [--force]`: a consistent copy of the SQLite database of DATABASE_URL,
 * taken while the server runs. `npm run db:restore -- FILE [--force]`: puts a backup in place of
 * the database of a stopped server. A relative FILE is read from where npm started (INIT_CWD: the
 * repository root for the root's scripts), not from apps/server, where npm runs the script.
 */
const command = process.argv[2] === 'restore' ? 'restore' : 'backup';
const usage = `usage: npm run db:${command} -- FILE [--force]`;

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(3),
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new BackupRefused(usage);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  const database = sqliteFileOf(loadConfig().databaseUrl);
  const started = Date.now();
  if (command === 'backup') {
    // Every write the server acknowledged before this instant is in the copy.
    console.log(`Backing up ${database} to ${file} from ${new Date().toISOString()}`);
    await backupSqlite(database, file, { force: values.force });
    console.log(`Backed up ${database} to ${file} in ${Date.now() - started} ms`);
  } else {
    await restoreSqlite(file, database, { force: values.force });
    console.log(`Restored ${file} to ${database}`);
  }
} catch (error) {
  const refused =
    error instanceof BackupRefused ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(refused ? (error as Error).message : error);
  process.exit(refused ? 2 : 1);
}
