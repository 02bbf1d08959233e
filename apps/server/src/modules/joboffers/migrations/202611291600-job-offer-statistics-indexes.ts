import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The vacancies' statistics count index ranges instead of scanning and grouping a year of
 * vacancies (joboffer-statistics.repository.ts): the publications of each bucket between the
 * periods' bounds with their positions, sector and employer type
 * (`job_offer_statistics_idx`); each sector's publications of a range
 * (`job_offer_sector_statistics_idx`); the few vacancies removed or given a removal kind, for what
 * the open and expired figures take off (`job_offer_removed_statistics_idx`, partial); the
 * withdrawals by instant (`job_offer_withdrawn_statistics_idx`, partial). On PostgreSQL the
 * instants are indexed in the "C" collation, the byte order the statistics compare them in.
 */
const INDEXES: readonly {
  name: string;
  columns: readonly string[];
  where?: string;
}[] = [
  {
    name: 'job_offer_statistics_idx',
    columns: ['published_at', 'positions', 'job_class_group_id', 'company_type'],
  },
  {
    name: 'job_offer_sector_statistics_idx',
    columns: ['job_class_group_id', 'published_at', 'company_type', 'positions'],
  },
  {
    name: 'job_offer_removed_statistics_idx',
    columns: ['published_at', 'removed_at', 'removal_kind', 'job_class_group_id', 'company_type'],
    where: 'removed_at is not null or removal_kind is not null',
  },
  {
    name: 'job_offer_withdrawn_statistics_idx',
    columns: ['removed_at', 'job_class_group_id', 'company_type'],
    where: `removal_kind = 'withdrawn'`,
  },
];

const INSTANTS = new Set(['published_at', 'removed_at']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const index of INDEXES) {
    const columns: RawBuilder<unknown>[] = index.columns.map((column) =>
      postgres && INSTANTS.has(column) ? sql`(${sql.ref(column)} collate "C")` : sql.ref(column),
    );
    const where = index.where ? sql` where ${sql.raw(index.where)}` : sql``;
    await sql`create index ${sql.ref(index.name)} on job_offer (${sql.join(columns)})${where}`.execute(
      db,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
