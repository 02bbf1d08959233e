import { sql, type Expression, type Insertable, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { DataAccessLogTable } from './mydata.tables.ts';

export type AccessLogRow = Selectable<DataAccessLogTable>;

/** The staff access log reads the names of the seeker, the reader and the employer. */
export const FOREIGN_READS = ['accounts', 'employer'] as const;

/** The staff access log's filters, as the service hands them: instants in UTC, texts trimmed. */
export interface AccessLogFilter {
  seeker?: string;
  viewer?: string;
  fromInstant?: string;
  toInstant?: string;
}

/** One row of the staff access log with the names it shows. */
export interface AccessLogListRow {
  accessed_at: string;
  viewer_kind: string;
  record_kind: string;
  client_address: string;
  seeker_name: string;
  viewer_name: string;
  employer_name_cn: string | null;
  employer_name_pt: string | null;
  employer_name_en: string | null;
}

/** A LIKE pattern matching `text` literally (`%`, `_` and `\` escaped), lower-cased. */
function likePattern(text: string, anywhere: boolean): string {
  const literal = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return anywhere ? `%${literal}%` : `${literal}%`;
}

function contains(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

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

  /**
   * Staff: a page of every seeker's reads, newest first: the seeker by part of a name or the
   * start of the identity number, the reader by part of a staff member's or employer's name.
   */
  async list(
    filter: AccessLogFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: AccessLogListRow[]; total: number }> {
    let query = this.db
      .selectFrom('data_access_log as l')
      .innerJoin('accounts as s', 's.id', 'l.seeker_account_id')
      .innerJoin('accounts as v', 'v.id', 'l.viewer_account_id')
      .leftJoin('employer as e', 'e.id', 'l.employer_id');
    if (filter.seeker) {
      const part = likePattern(filter.seeker, true);
      const start = likePattern(filter.seeker, false);
      query = query.where((eb) =>
        eb.or([
          contains('s.name', part),
          contains('s.name_cn', part),
          contains('s.name_pt', part),
          contains('s.identity_no', start),
        ]),
      );
    }
    if (filter.viewer) {
      const part = likePattern(filter.viewer, true);
      query = query.where((eb) =>
        eb.or([
          contains('v.name', part),
          contains('e.name_cn', part),
          contains('e.name_pt', part),
          contains('e.name_en', part),
        ]),
      );
    }
    if (filter.fromInstant) query = query.where('l.accessed_at', '>=', filter.fromInstant);
    if (filter.toInstant) query = query.where('l.accessed_at', '<=', filter.toInstant);
    const rows = await query
      .select([
        'l.accessed_at',
        'l.viewer_kind',
        'l.record_kind',
        'l.client_address',
        's.name as seeker_name',
        'v.name as viewer_name',
        'e.name_cn as employer_name_cn',
        'e.name_pt as employer_name_pt',
        'e.name_en as employer_name_en',
      ])
      .orderBy('l.accessed_at', 'desc')
      .orderBy('l.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const { total } = await query
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
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
