import type { DB } from '../../db/database.ts';

export interface TitleCount {
  titleId: number;
  vacancies: number;
}

/** The SQL of the suggestions: how many valid local vacancies each job title has. */
export class JobOfferSuggestionsRepository {
  constructor(private readonly db: DB) {}

  /** Valid local vacancies (no event, not removed, published at or after `validSince`) by title. */
  async countsByTitle(validSince: string): Promise<TitleCount[]> {
    const rows = await this.db
      .selectFrom('job_offer')
      .select((eb) => ['job_title_id as titleId', eb.fn.countAll<number>().as('vacancies')])
      .where('event_id', 'is', null)
      .where('removed_at', 'is', null)
      .where('published_at', '>=', validSince)
      .where('job_title_id', 'is not', null)
      .groupBy('job_title_id')
      .execute();
    return rows.map((r) => ({ titleId: Number(r.titleId), vacancies: Number(r.vacancies) }));
  }
}
