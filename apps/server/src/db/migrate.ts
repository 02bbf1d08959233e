import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres, type DB } from './database.ts';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Loads `migrations/*.ts` (or, in the compiled server, `dist/migrations/*.js`) with this
 * module's own dynamic import (not Kysely's FileMigrationProvider, whose import inside
 * node_modules bypasses the TypeScript loader of tsx and Vitest). A migration's name is its file
 * name without the extension, the same in source and compiled form.
 */
const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of (await fs.readdir(migrationFolder)).sort()) {
      if (!/\.(ts|js)$/.test(file) || file.endsWith('.d.ts')) continue;
      const module = (await import(
        pathToFileURL(path.join(migrationFolder, file)).href
      )) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = module;
    }
    return migrations;
  },
};

/** Runs every pending migration (`migrations/<yyyymmddHHMM>-<name>.ts`, in name order). */
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
