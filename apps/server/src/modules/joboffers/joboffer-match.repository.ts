import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.ts';

/** What a seeker's resume says, as vacancy matching needs it (see JobOfferListService). */
export interface SeekerMatch {
  /** Vacancies published at or after this instant are still valid (not expired). */
  validSince: string;
  /** JOBTITLE ids of the expected jobs. */
  expectedTitleIds: number[];
  /** Job classes (subcategories) of those titles. */
  expectedClassIds: number[];
  /** Vacancies found by keyword for the expected jobs typed by hand. */
  typedTitleMatchIds: number[];
  /** JOBTITLE ids of past and current work. */
  experienceTitleIds: number[];
  /** Job classes of those titles. */
  experienceClassIds: number[];
  /** EDUCATION ids the seeker holds (completed, or a type without levels). */
  educationIds: number[];
  /** Whole years of work experience. */
  experienceYears: number;
  limit: number;
}

/** Points of each kind of match; a vacancy's score is the sum of those it meets. */
export const MATCH_POINTS = {
  expectedTitle: 40,
  typedTitle: 30,
  expectedClass: 20,
  experienceTitle: 15,
  experienceClass: 5,
} as const;

/** Tables of other modules read here (the order of education levels); nothing of theirs is written. */
export const FOREIGN_READS = ['reference_option'] as const;

/** The SQL that ranks vacancies for a seeker (the scoring is stated on JobOfferListService). */
export class JobOfferMatchRepository {
  constructor(private readonly db: DB) {}

  async rankedIds(m: SeekerMatch): Promise<number[]> {
    const terms: [RawBuilder<unknown>, number][] = [];
    const add = (ids: number[], column: RawBuilder<unknown>, points: number) => {
      if (ids.length > 0) terms.push([sql`${column} in (${sql.join([...new Set(ids)])})`, points]);
    };
    add(m.expectedTitleIds, sql`j.job_title_id`, MATCH_POINTS.expectedTitle);
    add(m.typedTitleMatchIds, sql`j.id`, MATCH_POINTS.typedTitle);
    add(m.expectedClassIds, sql`j.job_class_id`, MATCH_POINTS.expectedClass);
    add(m.experienceTitleIds, sql`j.job_title_id`, MATCH_POINTS.experienceTitle);
    add(m.experienceClassIds, sql`j.job_class_id`, MATCH_POINTS.experienceClass);
    if (terms.length === 0) return [];

    const score = sql.join(
      terms.map(
        ([condition, points]) => sql`(case when ${condition} then ${sql.lit(points)} else 0 end)`,
      ),
      sql` + `,
    );
    const anyMatch = sql.join(
      terms.map(([condition]) => condition),
      sql` or `,
    );
    const seekerRank =
      m.educationIds.length > 0
        ? sql`coalesce((select max(r.sort_order) from reference_option r
            where r.type = 'EDUCATION' and r.id in (${sql.join(m.educationIds)})), 1)`
        : sql`1`;
    const result = await sql<{ id: number }>`select j.id from job_offer j
      where j.removed_at is null and j.event_id is null
        and j.published_at >= ${m.validSince}
        and j.experience_required_years <= ${m.experienceYears}
        and (j.education_id is null or (select r.sort_order from reference_option r
          where r.type = 'EDUCATION' and r.id = j.education_id) <= ${seekerRank})
        and (${anyMatch})
      order by (${score}) desc, j.published_at desc, j.id desc
      limit ${m.limit}`.execute(this.db);
    return result.rows.map((r) => r.id);
  }
}
