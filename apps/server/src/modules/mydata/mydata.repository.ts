import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { DataAccessLogTable } from './mydata.tables.ts';

export type AccessLogRow = Selectable<DataAccessLogTable>;

/**
 * The SQL of my data: the access log. Append-only for the application: rows are added and read;
 * the only deletion is the retention job's, of rows past the retention period.
 */
export class MyDataRepository {
  constructor(private readonly db: DB) {}

  async append(row: Insertable<DataAccessLogTable>): Promise<void> {
    await this.db.insertInto('data_access_log').values(row).execute();
  }

  /** A page of a seeker's log, newest first. */
  async page(
    seekerAccountId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: AccessLogRow[]; total: number }> {
    const rows = await this.db
      .selectFrom('data_access_log')
      .selectAll()
      .where('seeker_account_id', '=', seekerAccountId)
      .orderBy('accessed_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const { total } = await this.db
      .selectFrom('data_access_log')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('seeker_account_id', '=', seekerAccountId)
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  }

  /** Every row of a seeker's log, oldest first (the export). */
  all(seekerAccountId: number): Promise<AccessLogRow[]> {
    return this.db
      .selectFrom('data_access_log')
      .selectAll()
      .where('seeker_account_id', '=', seekerAccountId)
      .orderBy('accessed_at')
      .orderBy('id')
      .execute();
  }

  /** The retention job: deletes the rows written before `cutoff`; answers how many. */
  async deleteBefore(cutoff: string): Promise<number> {
    const result = await this.db
      .deleteFrom('data_access_log')
      .where('accessed_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
