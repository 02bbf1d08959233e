import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, dialectUnderTest, TEST_DATABASE_URL } from '../../test/helper.ts';
import { migrateToLatest } from './migrate.ts';

describe.skipIf(dialectUnderTest !== 'postgres')('introspection on PostgreSQL', () => {
  it('sees only the tables of its own schema', async () => {
    const mine = await createTestDatabase();
    const other = await createTestDatabase();
    await migrateToLatest(mine.db);
    await other.db.schema.createTable('only_elsewhere').addColumn('id', 'integer').execute();
    const tables = await mine.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toContain('kysely_migration');
    expect(names).toContain('job_offer');
    expect(names).not.toContain('only_elsewhere');
    expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
  });

  it('migrates while other schemas are created and dropped on the same server', async () => {
    const churn = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        for (let i = 0; i < 15; i += 1) {
          const schema = `churn_${process.pid}_${i}`;
          await client.query(`create schema ${schema}`);
          await client.query(`create table ${schema}.t (id serial primary key, name text)`);
          await client.query(`drop schema ${schema} cascade`);
        }
      } finally {
        await client.end();
      }
    };
    const fresh = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await Promise.all([churn(), ...fresh.map((handle) => migrateToLatest(handle.db))]);
    for (const handle of fresh) {
      const names = (await handle.db.introspection.getTables()).map((table) => table.name);
      expect(names).toContain('scheduled_job');
    }
  });
});
