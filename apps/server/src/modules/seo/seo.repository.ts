import type { DB } from '../../db/database.ts';

/** The vacancies' table, read to list the valid ones; nothing of it is written here. */
export const FOREIGN_READS = ['job_offer'] as const;

/** A vacancy as the sitemap lists it. */
export interface SitemapVacancy {
  id: number;
  published_at: string;
  updated_at: string;
}

/** The SQL of the sitemap. */
export class SeoRepository {
  constructor(private readonly db: DB) {}

  /**
   * The local vacancies (not an event's) listed and published at or after `since` (the
   * earliest publication still valid: listed-since.ts), by id.
   */
  async vacanciesPublishedSince(since: string): Promise<SitemapVacancy[]> {
    return this.db
      .selectFrom('job_offer')
      .where('removed_at', 'is', null)
      .where('event_id', 'is', null)
      .where('published_at', '>=', since)
      .select(['id', 'published_at', 'updated_at'])
      .orderBy('id')
      .execute();
  }
}
