import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { countsByLanguage, type LanguageCounts } from '../../platform/language-counts.ts';

/** The language of use of an alert's person: their notification settings' language. */
export const FOREIGN_READS = ['notification_settings'] as const;

/** A period of the statistics: ISO UTC instants, start included, end excluded. */
export interface AlertPeriod {
  start: string;
  end: string;
}

/** The job alerts' figures: saved searches made in each period, by language of use. */
export class SavedSearchStatisticsRepository {
  constructor(private readonly db: DB) {}

  async periodCounts(periods: readonly AlertPeriod[]): Promise<LanguageCounts[]> {
    if (periods.length === 0) return [];
    const values = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));
    const { rows } = await sql<Record<string, unknown>>`
      with p(i, s, e) as (values ${values})
      select p.i as period, s.locale as locale, count(*) as n
      from p
      join saved_search a on a.created_at >= p.s and a.created_at < p.e
      left join notification_settings s on s.account_id = a.account_id
      group by p.i, s.locale
    `.execute(this.db);
    return countsByLanguage(periods.length, rows);
  }
}
