import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/** One vacancy's views on one Macao day, to be added to what is stored. */
export interface ViewCount {
  jobOfferId: number;
  day: string;
  views: number;
}

/** Rows per statement (well within SQLite's bound variables). */
const ADD_ROWS = 2000;

/** The vacancies' daily views: added in one statement, summed per vacancy for its employer. */
export class VacancyViewsRepository {
  constructor(private readonly db: DB) {}

  /** Adds the counts to each (vacancy, day)'s stored count: one statement per ADD_ROWS. */
  async add(counts: readonly ViewCount[]): Promise<void> {
    for (let i = 0; i < counts.length; i += ADD_ROWS)
      await this.addRows(counts.slice(i, i + ADD_ROWS));
  }

  private async addRows(counts: readonly ViewCount[]): Promise<void> {
    if (counts.length === 0) return;
    await this.db
      .insertInto('job_offer_view')
      .values(counts.map((c) => ({ job_offer_id: c.jobOfferId, day: c.day, views: c.views })))
      .onConflict((oc) =>
        oc.columns(['job_offer_id', 'day']).doUpdateSet({
          views: sql`job_offer_view.views + excluded.views`,
        }),
      )
      .execute();
  }

  /** Each vacancy's views over all its days (vacancies never read are left out). */
  async totals(jobOfferIds: readonly number[]): Promise<Map<number, number>> {
    if (jobOfferIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('job_offer_view')
      .select(['job_offer_id', (eb) => eb.fn.sum<string | number>('views').as('views')])
      .where('job_offer_id', 'in', jobOfferIds)
      .groupBy('job_offer_id')
      .execute();
    return new Map(rows.map((row) => [row.job_offer_id, Number(row.views)]));
  }

  /** The vacancies' views on each Macao day from `from` to `to` (both included; days without a view are absent). */
  async days(
    jobOfferIds: readonly number[],
    from: string,
    to: string,
  ): Promise<{ jobOfferId: number; day: string; views: number }[]> {
    if (jobOfferIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('job_offer_view')
      .select(['job_offer_id', 'day', 'views'])
      .where('job_offer_id', 'in', jobOfferIds)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((row) => ({ jobOfferId: row.job_offer_id, day: row.day, views: row.views }));
  }
}
