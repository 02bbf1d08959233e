import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, dialectUnderTest, type TestContext } from '../../test/helper.ts';
import { keptPlan, keptPlanName, KEPT_PLAN } from './kept-plan.ts';

/**
 * A statement marked keptPlan() is sent to PostgreSQL as a named prepared statement, so the
 * server keeps its plan for the connection (pg_prepared_statements lists it) and runs it again
 * without planning; an unmarked one is not prepared. On SQLite the mark is only a comment.
 */
describe('a kept plan', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });

  it('is named by its text, and only a marked text is named', () => {
    const marked = `select 1 ${KEPT_PLAN}`;
    expect(keptPlanName(marked)).toMatch(/^vaga_[0-9a-f]{40}$/);
    expect(keptPlanName(marked)).toBe(keptPlanName(`select 1 ${KEPT_PLAN}`));
    expect(keptPlanName(`select 2 ${KEPT_PLAN}`)).not.toBe(keptPlanName(marked));
    expect(keptPlanName('select 1')).toBeUndefined();
    // A trailing comment: the text still starts as the statement did, and still reads as a read.
    const compiled = keptPlan(sql`select 1 as x`).compile(ctx.database.db);
    expect(compiled.sql.startsWith('select 1 as x')).toBe(true);
    expect(keptPlanName(compiled.sql)).toBeDefined();
  });

  it('answers as the statement does', async () => {
    const rows = (await keptPlan(sql<{ x: number }>`select ${7} as x`).execute(ctx.database.db))
      .rows;
    expect(rows.map((r) => Number(r.x))).toEqual([7]);
  });

  it.runIf(dialectUnderTest === 'postgres')(
    'is prepared once on its connection and run from it again',
    async () => {
      await ctx.database.db.connection().execute(async (db) => {
        const prepared = async () =>
          Number(
            (
              await sql<{ n: string }>`select count(*) as n from pg_prepared_statements
                where statement like '%kept-plan probe%'`.execute(db)
            ).rows[0]?.n,
          );
        const probe = (marked: boolean) => {
          const query = sql<{ x: number }>`select ${7}::int as x /* kept-plan probe */`;
          return (marked ? keptPlan(query) : query).execute(db);
        };
        await probe(false);
        expect(await prepared()).toBe(0);
        expect((await probe(true)).rows).toEqual([{ x: 7 }]);
        expect((await probe(true)).rows).toEqual([{ x: 7 }]);
        expect(await prepared()).toBe(1);
      });
    },
  );
});
