import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresKysely, isConnectionLost, isRead } from './reconnecting-postgres.ts';

// Compiling needs no connection: the pool never connects.
const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
const db = createPostgresKysely(pool);
afterAll(() => db.destroy());

describe('which work may run again after its connection broke', () => {
  it('counts only statements that read as safe to run twice', () => {
    expect(isRead(db.selectFrom('favorite').selectAll().compile())).toBe(true);
    expect(
      isRead(
        db
          .with('mine', (q) => q.selectFrom('favorite').select('job_offer_id'))
          .selectFrom('mine')
          .selectAll()
          .compile(),
      ),
    ).toBe(true);
    expect(isRead(sql`select 1`.compile(db))).toBe(true);
    expect(
      isRead(
        sql`with hits as materialized (select id from job_offer) select id from hits`.compile(db),
      ),
    ).toBe(true);

    // Writes, and reads that write.
    expect(
      isRead(db.insertInto('favorite_owner').values({ account_id: 1, changed_at: '' }).compile()),
    ).toBe(false);
    expect(isRead(db.updateTable('favorite_owner').set({ changed_at: '' }).compile())).toBe(false);
    expect(isRead(db.deleteFrom('favorite').compile())).toBe(false);
    expect(
      isRead(
        db
          .with('gone', (q) => q.deleteFrom('favorite').returning('job_offer_id'))
          .selectFrom('gone')
          .selectAll()
          .compile(),
      ),
    ).toBe(false);
    expect(isRead(sql`select pg_notify('vaga', '')`.compile(db))).toBe(false);
    expect(isRead(sql`select nextval('job_offer_id_seq')`.compile(db))).toBe(false);
    expect(isRead(sql`update favorite_owner set changed_at = ''`.compile(db))).toBe(false);
    expect(
      isRead(sql`with gone as (delete from favorite returning id) select id from gone`.compile(db)),
    ).toBe(false);
  });

  it('tells a broken connection from a failed statement', () => {
    const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    expect(isConnectionLost(withCode('57P01'))).toBe(true); // terminated by an administrator
    expect(isConnectionLost(withCode('08006'))).toBe(true);
    expect(isConnectionLost(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isConnectionLost(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);

    expect(isConnectionLost(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionLost(withCode('40001', 'could not serialize'))).toBe(false);
    expect(isConnectionLost(withCode('22003', 'out of range for type integer'))).toBe(false);
    expect(isConnectionLost('57P01')).toBe(false);
  });
});
