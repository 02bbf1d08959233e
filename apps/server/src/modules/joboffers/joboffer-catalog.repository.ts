import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

export interface GroupRow {
  id: number;
  icon: string;
}
export interface ClassRow {
  id: number;
  groupId: number;
}
export interface ClassCount {
  classId: number;
  vacancies: number;
  positions: number;
}
export interface Totals {
  vacancies: number;
  positions: number;
  employers: number;
  classes: number;
}

/**
 * The SQL of the job-class catalog and the vacancy statistics. "Counted" vacancies are the
 * local ones (no event), not removed, published at or after `validSince`.
 */
export class JobOfferCatalogRepository {
  constructor(private readonly db: DB) {}

  /** Counted vacancies: the local ones, or (with an event id) that event's. */
  private counted(validSince: string, eventId: number | null = null) {
    return this.db
      .selectFrom('job_offer')
      .where('event_id', eventId === null ? 'is' : '=', eventId)
      .where('removed_at', 'is', null)
      .where('published_at', '>=', validSince);
  }

  /** Active groups and their active subcategories, in display order (names: their labels). */
  async catalog(): Promise<{ groups: GroupRow[]; classes: ClassRow[] }> {
    const [groups, classes] = await Promise.all([
      this.db
        .selectFrom('job_class_group')
        .select(['id', 'icon'])
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('job_class')
        .select(['id', 'group_id as groupId'])
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
    ]);
    return { groups, classes };
  }

  async countsByClass(validSince: string, eventId: number | null = null): Promise<ClassCount[]> {
    const rows = await this.counted(validSince, eventId)
      .select((eb) => [
        'job_class_id as classId',
        eb.fn.countAll<number>().as('vacancies'),
        eb.fn.sum<number>('positions').as('positions'),
      ])
      .groupBy('job_class_id')
      .execute();
    return rows.map((r) => ({
      classId: r.classId,
      vacancies: Number(r.vacancies),
      positions: Number(r.positions ?? 0),
    }));
  }

  async totals(validSince: string, eventId: number | null = null): Promise<Totals> {
    const row = await this.counted(validSince, eventId)
      .select((eb) => [
        eb.fn.countAll<number>().as('vacancies'),
        eb.fn.sum<number | null>('positions').as('positions'),
        eb.fn.count<number>('employer_id').distinct().as('employers'),
        eb.fn.count<number>('job_class_id').distinct().as('classes'),
      ])
      .executeTakeFirstOrThrow();
    return {
      vacancies: Number(row.vacancies),
      positions: Number(row.positions ?? 0),
      employers: Number(row.employers),
      classes: Number(row.classes),
    };
  }

  /** Valid vacancies of each of these events. */
  async countsByEvent(
    eventIds: readonly number[],
    validSince: string,
  ): Promise<{ eventId: number; n: number; firstPublished: string }[]> {
    if (eventIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('job_offer')
      .where('event_id', 'in', [...eventIds])
      .where('removed_at', 'is', null)
      .where('published_at', '>=', validSince)
      .select((eb) => [
        'event_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('published_at').as('first'),
      ])
      .groupBy('event_id')
      .execute();
    return rows.map((r) => ({
      eventId: Number(r.event_id),
      n: Number(r.n),
      firstPublished: new Date(r.first).toISOString(),
    }));
  }

  /** How many counted vacancies an employer has. */
  async employerVacancyCount(employerId: number, validSince: string): Promise<number> {
    const row = await this.counted(validSince)
      .where('employer_id', '=', employerId)
      .select((eb) => eb.fn.countAll<number>().as('vacancies'))
      .executeTakeFirstOrThrow();
    return Number(row.vacancies);
  }

  /** Counted vacancies, newest first, of one employer or of all (null), for the console. */
  async validVacancies(
    employerId: number | null,
    validSince: string,
    limit: number,
    words: readonly string[] = [],
  ): Promise<
    { id: number; employerId: number; titleCn: string; titlePt: string; titleEn: string }[]
  > {
    let query = this.counted(validSince);
    if (employerId !== null) query = query.where('employer_id', '=', employerId);
    // Every word in a title of any language, case aside (the word's % and _ taken literally).
    for (const word of words) {
      const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: 'title_cn' | 'title_pt' | 'title_en') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      query = query.where((eb) => eb.or([like('title_cn'), like('title_pt'), like('title_en')]));
    }
    return query
      .select([
        'id',
        'employer_id as employerId',
        'title_cn as titleCn',
        'title_pt as titlePt',
        'title_en as titleEn',
      ])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
