import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres, type DB } from './database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationFolder = path.join(here, 'migrations');
/** In the source, a module may own its migrations: `modules/<module>/migrations/*.ts`. */
const moduleFolder = path.join(here, '..', 'modules');

/** Every migration file: the shared folder's and the modules' own (absent in the compiled server). */
async function migrationFiles(): Promise<string[]> {
  const files = (await fs.readdir(migrationFolder)).map((file) => path.join(migrationFolder, file));
  const modules = await fs.readdir(moduleFolder).catch(() => [] as string[]);
  for (const module of modules) {
    const folder = path.join(moduleFolder, module, 'migrations');
    const own = await fs.readdir(folder).catch(() => [] as string[]);
    files.push(...own.map((file) => path.join(folder, file)));
  }
  return files.filter((file) => /\.(ts|js)$/.test(file) && !/\.(d|test)\.ts$/.test(file));
}

/**
 * Loads `migrations/*.ts` and `modules/<module>/migrations/*.ts` (or, in the compiled server,
 * `dist/migrations/*.js`, where the build puts both) with this
 * module's own dynamic import (not Kysely's FileMigrationProvider, whose import inside
 * node_modules bypasses the TypeScript loader of tsx and Vitest). A migration's name is its file
 * name without the extension, the same in source and compiled form.
 */
const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of await migrationFiles()) {
      const name = path.basename(file).replace(/\.(ts|js)$/, '');
      if (migrations[name]) throw new Error(`Two migrations are named ${name}`);
      migrations[name] = (await import(pathToFileURL(file).href)) as Migration;
    }
    return migrations;
  },
};

/**
 * Runs every pending migration (`<yyyymmddHHMM>-<name>.ts`, shared or a module's, in name order).
 */
export async function migrateToLatest(db: DB): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema (tests use one
  // schema per database); Kysely would otherwise find another schema's tables and skip creating them.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
