import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { countsByLanguage, type LanguageCounts } from '../../platform/language-counts.ts';

/** The language of use of a resume's person: their notification settings' language. */
export const FOREIGN_READS = ['notification_settings'] as const;

/** A period of the statistics: ISO UTC instants, start included, end excluded. */
export interface ResumePeriod {
  start: string;
  end: string;
}

/**
 * The resumes' figures for the statistics, counted by the database by language of use: resumes
 * made in each period, and those of them published (public now; no history of publishing is
 * kept, so an ended period's count is the one first computed after it ended).
 */
export class ProfileStatisticsRepository {
  constructor(private readonly db: DB) {}

  async periodCounts(
    periods: readonly ResumePeriod[],
  ): Promise<{ created: LanguageCounts[]; published: LanguageCounts[] }> {
    if (periods.length === 0) return { created: [], published: [] };
    const values = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));
    const { rows } = await sql<Record<string, unknown>>`
      with p(i, s, e) as (values ${values})
      select p.i as period, s.locale as locale, count(*) as n,
        sum(case when r.is_public = 1 then 1 else 0 end) as published
      from p
      join profile r on r.created_at >= p.s and r.created_at < p.e
      left join notification_settings s on s.account_id = r.account_id
      group by p.i, s.locale
    `.execute(this.db);
    return {
      created: countsByLanguage(periods.length, rows),
      published: countsByLanguage(
        periods.length,
        rows.map((row) => ({ ...row, n: row.published })),
      ),
    };
  }
}
