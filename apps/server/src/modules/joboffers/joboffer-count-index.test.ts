import { PATHS } from '@vaga/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, dialectUnderTest } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';
import { COUNT_INDEX } from './migrations/202611290300-job-offer-count-index.ts';

const CATALOG = PATHS.localVacancyCatalog;
const SUMMARY = PATHS.jobOfferSummary;

/** The statements the catalog and the summary count with (every count read of `job_offer`). */
async function countStatements() {
  const statements = new Set<string>();
  let counting = false;
  const { app } = await buildTestApp({
    onStatement: (statement) => {
      if (counting && /from "job_offer"/.test(statement) && /count\(/.test(statement))
        statements.add(statement);
    },
  });
  await seedReferenceData(app.db);
  counting = true;
  expect((await app.inject(CATALOG)).statusCode).toBe(200);
  expect((await app.inject(SUMMARY)).statusCode).toBe(200);
  counting = false;
  return { statements: [...statements], app };
}

describe('the index the catalog counts from', () => {
  it.runIf(dialectUnderTest === 'sqlite')(
    'answers the catalog and summary counts from the index alone on SQLite',
    async () => {
      const { statements, app } = await countStatements();
      expect(statements.length).toBeGreaterThanOrEqual(2);
      for (const statement of statements) {
        // Planned with every parameter bound to null: the plan's index does not depend on them.
        const bound = statement.replace(/\?/g, 'null');
        const plan = await sql
          .raw<{ detail: string }>(`explain query plan ${bound}`)
          .execute(app.db);
        const details = plan.rows.map((r) => r.detail).join(' | ');
        expect(details).toContain(`USING COVERING INDEX ${COUNT_INDEX}`);
      }
    },
  );

  it('holds every column the counts read, after the filtered ones', async () => {
    const { app } = await buildTestApp();
    const columns =
      dialectUnderTest === 'sqlite'
        ? (
            await sql<{
              name: string;
            }>`select name from pragma_index_info(${COUNT_INDEX}) order by seqno`.execute(app.db)
          ).rows.map((r) => r.name)
        : (
            await sql<{ name: string }>`select a.attname as name
              from pg_index i
              join pg_class c on c.oid = i.indexrelid
              join pg_namespace n on n.oid = c.relnamespace
              join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
              where c.relname = ${COUNT_INDEX} and n.nspname = current_schema()
              order by k.ord`.execute(app.db)
          ).rows.map((r) => r.name);
    expect(columns).toEqual([
      'event_id',
      'removed_at',
      'published_at',
      'job_class_id',
      'positions',
      'employer_id',
    ]);
  });
});
