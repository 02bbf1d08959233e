import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { JobOfferSort } from '@vaga/contract';
import type { DB, Dialect } from '../../db/database.ts';
import type { ReferencesService } from '../references/references.service.ts';
import type { CompiledSearch } from './search/query-builder.ts';
import {
  keptCount,
  orderBy,
  type CountedTotal,
  type IdPage,
  type PageRow,
  type PageRows,
  type SearchPageOptions,
  type SearchRepository,
  type SortKey,
} from './search/search.repository.ts';

/** What a vacancy list asks for: its filters, order and window. */
export interface ListCriteria {
  /** Only local vacancies (no event's). */
  localOnly: boolean;
  /** Only this event's vacancies. */
  eventId?: number;
  /** Vacancies published at or after this instant are still listed (see joboffer-validity.ts). */
  listedSince: string;
  categoryGroupId?: number;
  categoryId?: number;
  salaryFrom?: number;
  salaryTo?: number;
  educationId?: number;
  /** 0: no experience required; 1: some experience required. */
  experience?: number;
  maxRequiredYears?: number;
  /** Only these vacancies (a saved search run on the newly listed ones). */
  ids?: readonly number[];
  search: CompiledSearch | null;
  /** With a search: its terms as whole words, to learn whether a hit holds them (IdPage.ownWords). */
  ownWords?: CompiledSearch;
  sort: JobOfferSort;
  offset: number;
  limit: number;
}

/** A vacancy with the names a card or a detail needs, in every language. */
export type JobOfferRow = Awaited<ReturnType<JobOfferListRepository['rowsByIds']>>[number];

/**
 * The columns of a vacancy a card (joboffer-cards.ts toCard) and skill fit (fitVacancyOf) read,
 * each translated text in its three authored languages.
 */
const CARD_COLUMNS = [
  'id',
  'company_type',
  'salary_amount',
  'salary_type_id',
  'education_id',
  'experience_required_years',
  'job_title_id',
  'requirements_json',
  'need_cv',
  'positions',
  'published_at',
  'title_cn',
  'title_pt',
  'title_en',
  'working_area_cn',
  'working_area_pt',
  'working_area_en',
  'hashtags_cn',
  'hashtags_pt',
  'hashtags_en',
] as const;
/** CARD_COLUMNS as the vacancy `j`'s, worked out once. */
const CARD_SELECTION = CARD_COLUMNS.map((column) => `j.${column}` as const);
/** The names of a vacancy's employer `e` that a card and a detail show. */
const EMPLOYER_SELECTION = [
  'e.name_cn as employer_cn',
  'e.name_pt as employer_pt',
  'e.name_en as employer_en',
  'e.company_type as employer_company_type',
] as const;
/** CARD_SELECTION but the id, and EMPLOYER_SELECTION, as SQL (constant names only). */
const CARD_AND_EMPLOYER_SQL = sql.raw(
  [...CARD_SELECTION.filter((column) => column !== 'j.id'), ...EMPLOYER_SELECTION].join(', '),
);

/** A vacancy as a list's card and skill fit read it. */
export type JobOfferCardRow = Awaited<ReturnType<JobOfferListRepository['cardRowsByIds']>>[number];

/** A page of a list as its cards read it, and how many match in all (IdPage). */
export interface CardPage extends Pick<IdPage, 'total' | 'countedTo' | 'counted'> {
  rows: JobOfferCardRow[];
  ownWords?: boolean;
}

/** A vacancy's card columns as a search page's statement reads them (withCardColumns()). */
type CardColumns = Omit<
  JobOfferCardRow,
  'id' | 'salary_type_labels' | 'salary_unit' | 'education_labels'
>;

/** What the list reads of the references module: the kept options of a type, labels included. */
export type ReferenceNames = Pick<ReferencesService, 'keptOptionsOf'>;

/**
 * The filters of a list as one SQL condition on the vacancy `j`. Every column it reads is in the
 * covering indexes of migration 202611221300 (the by-id one included), so checking a vacancy
 * never reads its wide row.
 */
function filterSql(c: ListCriteria): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [
    sql`j.removed_at is null`,
    sql`j.published_at >= ${c.listedSince}`,
  ];
  if (c.localOnly) conditions.push(sql`j.event_id is null`);
  if (c.eventId !== undefined) conditions.push(sql`j.event_id = ${c.eventId}`);
  if (c.categoryGroupId !== undefined)
    conditions.push(sql`j.job_class_group_id = ${c.categoryGroupId}`);
  if (c.categoryId !== undefined) conditions.push(sql`j.job_class_id = ${c.categoryId}`);
  if (c.salaryFrom !== undefined)
    conditions.push(sql`j.salary_monthly_equivalent >= ${c.salaryFrom}`);
  if (c.salaryTo !== undefined) conditions.push(sql`j.salary_monthly_equivalent <= ${c.salaryTo}`);
  if (c.educationId !== undefined) conditions.push(sql`j.education_id = ${c.educationId}`);
  if (c.experience === 0) conditions.push(sql`j.experience_required_years = 0`);
  if (c.experience === 1) conditions.push(sql`j.experience_required_years > 0`);
  if (c.maxRequiredYears !== undefined) {
    conditions.push(sql`j.experience_required_years <= ${c.maxRequiredYears}`);
  }
  if (c.ids !== undefined) {
    conditions.push(c.ids.length === 0 ? sql`1 = 0` : sql`j.id in (${sql.join([...c.ids])})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The keys of a list's order: the sort asked for, then the newest (or oldest), then by id. */
function sortKeys(sort: JobOfferSort, tier: RawBuilder<unknown> | null): SortKey[] {
  const keys: SortKey[] = [];
  if (sort === 'relevance' && tier) keys.push({ expr: tier, desc: false });
  if (sort === 'salary,desc') keys.push({ expr: sql`j.salary_monthly_equivalent`, desc: true });
  if (sort === 'salary,asc') keys.push({ expr: sql`j.salary_monthly_equivalent`, desc: false });
  const desc = sort !== 'publishDate,asc';
  keys.push({ expr: sql`j.published_at`, desc }, { expr: sql`j.id`, desc });
  return keys;
}

/**
 * The covering index a keyword search on SQLite may walk in the list's order (SearchPageOptions):
 * newest or oldest first, among the local vacancies or one event's (the class group's index when
 * the list asks for one), or among every listed vacancy; none for a class group across events,
 * which no index orders.
 */
function walkIndex(c: ListCriteria): SearchPageOptions['walkIndex'] {
  if (c.sort === 'salary,desc' || c.sort === 'salary,asc' || c.ids !== undefined) return undefined;
  const oneEvent = c.localOnly || c.eventId !== undefined;
  if (c.categoryGroupId !== undefined) return oneEvent ? 'job_offer_list_group_idx' : undefined;
  return oneEvent ? 'job_offer_list_all_idx' : 'job_offer_list_walk_idx';
}

/** The options of a list's search page (SearchRepository.page()). */
function searchOptions(c: ListCriteria) {
  return {
    filter: filterSql(c),
    sortKeys: (tier: RawBuilder<unknown>) => sortKeys(c.sort, tier),
    limit: c.limit,
    offset: c.offset,
    ownWords: c.ownWords,
    walkIndex: walkIndex(c),
    byPublication:
      c.sort === 'salary,desc' || c.sort === 'salary,asc'
        ? undefined
        : { since: c.listedSince, newestFirst: c.sort !== 'publishDate,asc' },
  };
}

/**
 * The card columns of each vacancy of a search page (cardRowsByIds()), read in the page's
 * statement: by its id, one index read a vacancy (on PostgreSQL a lateral join, so a kept
 * generic plan cannot turn it into a scan of every vacancy), the rows kept in their order.
 */
function withCardColumns(page: PageRows, dialect: Dialect) {
  const cards =
    dialect === 'postgres'
      ? sql`select p.id, p.total, p.own, c.* from ${page} left join lateral
          (select ${CARD_AND_EMPLOYER_SQL} from job_offer j
            join employer e on e.id = j.employer_id where j.id = p.id) c on true`
      : sql`select p.id, p.total, p.own, ${CARD_AND_EMPLOYER_SQL} from ${page}
          left join job_offer j on j.id = p.id left join employer e on e.id = j.employer_id`;
  return sql<PageRow & CardColumns>`${cards} order by p.pos`;
}

/** The ORDER BY of a list (sortKeys()). */
function orderSql(sort: JobOfferSort, tier: RawBuilder<unknown> | null): RawBuilder<unknown> {
  return orderBy(sortKeys(sort, tier));
}

/** Tables of other modules read here (employers' names; whether a reference option exists); nothing of theirs is written. */
export const FOREIGN_READS = ['employer', 'reference_option'] as const;

/** The SQL of vacancy lists, search, details and the validity sweep. */
export class JobOfferListRepository {
  /**
   * `search` runs the keyword part of a list, on the same database; `references` names the
   * salary types and education levels of the rows (the references module's kept catalogue).
   */
  constructor(
    private readonly db: DB,
    private readonly search: SearchRepository,
    private readonly references: () => ReferenceNames,
  ) {}

  /**
   * One page of vacancy ids in the asked order, and how many match in all. `known`, the total of
   * the same criteria read for another page while nothing changed, spares counting them again
   * (SearchPageOptions.knownTotal); a list without a keyword counts them all, so its total is
   * always exact.
   */
  async page(c: ListCriteria, known?: CountedTotal): Promise<IdPage> {
    if (c.search) return this.search.page(c.search, { ...searchOptions(c), knownTotal: known });
    const base = this.db.selectFrom('job_offer as j').where(filterSql(c));
    const kept = keptCount(known, Number.POSITIVE_INFINITY);
    const [rows, total] = await Promise.all([
      base.select('j.id').orderBy(orderSql(c.sort, null)).limit(c.limit).offset(c.offset).execute(),
      kept ??
        base
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
          .then((count) => Number(count.n)),
    ]);
    return {
      ids: rows.map((r) => r.id),
      total,
      countedTo: Number.POSITIVE_INFINITY,
      counted: kept === undefined,
    };
  }

  /**
   * One page of vacancies as a list's cards read it (cardRowsByIds()), in the asked order, and
   * how many match in all (`known` as for page()). A search page reads its cards in its own
   * statement: one round trip.
   */
  async cardPage(c: ListCriteria, known?: CountedTotal): Promise<CardPage> {
    if (!c.search) {
      const { ids, total, countedTo, counted } = await this.page(c, known);
      const byId = new Map((await this.cardRowsByIds(ids)).map((r) => [r.id, r]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total, countedTo, counted };
    }
    const page = await this.search.page(c.search, {
      ...searchOptions(c),
      columns: withCardColumns,
      knownTotal: known,
    });
    const rows = await this.named(
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the page's own columns
      (page.rows ?? []).map(({ total, own, ...row }) => ({ ...row, id: Number(row.id) })),
    );
    const { total, countedTo, counted, ownWords } = page;
    return { rows, total, countedTo, counted, ownWords };
  }

  /**
   * Every vacancy of a list, newest first, with what skill fit reads of it (sort by fit): the
   * filters of `c`, its order, page and search ignored.
   */
  async fitRows(c: ListCriteria) {
    return this.db
      .selectFrom('job_offer as j')
      .where(filterSql(c))
      .select([
        'j.id',
        'j.published_at',
        'j.education_id',
        'j.experience_required_years',
        'j.job_title_id',
        'j.requirements_json',
      ])
      .orderBy(orderSql('publishDate,desc', null))
      .execute();
  }

  /** The vacancies of these ids, with their employer, salary type and education names. */
  async rowsByIds(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await this.withEmployer(ids).selectAll('j').execute();
    return this.named(rows);
  }

  /**
   * The vacancies of these ids as a list's cards and skill fit read them (CARD_COLUMNS): without
   * the long texts only the detail shows (description, experience, working time, the additional
   * message, the contact), which would be most of the bytes read for a page.
   */
  async cardRowsByIds(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await this.withEmployer(ids).select(CARD_SELECTION).execute();
    return this.named(rows);
  }

  /** The vacancies of these ids joined to their employer's names. */
  private withEmployer(ids: readonly number[]) {
    return this.db
      .selectFrom('job_offer as j')
      .innerJoin('employer as e', 'e.id', 'j.employer_id')
      .where('j.id', 'in', [...ids])
      .select(EMPLOYER_SELECTION);
  }

  /** Rows with the labels of their salary type and education (the references' kept catalogue). */
  private async named<R extends { salary_type_id: number; education_id: number | null }>(
    rows: R[],
  ) {
    if (rows.length === 0) return [];
    const references = this.references();
    const [salaryTypes, educations] = await Promise.all([
      references.keptOptionsOf(
        'SALARYTYPE',
        rows.map((row) => row.salary_type_id),
      ),
      references.keptOptionsOf(
        'EDUCATION',
        rows.flatMap((row) => (row.education_id === null ? [] : [row.education_id])),
      ),
    ]);
    const salaryType = new Map(salaryTypes.map((option) => [option.id, option]));
    const education = new Map(educations.map((option) => [option.id, option]));
    return rows.map((row) => {
      const st = salaryType.get(row.salary_type_id);
      const ed = row.education_id === null ? undefined : education.get(row.education_id);
      return {
        ...row,
        /** The salary type's labels by language tag (none when the option is gone). */
        salary_type_labels: st?.labels ?? {},
        salary_unit: st?.extraInfo ?? null,
        education_labels: ed?.labels ?? {},
      };
    });
  }

  async classExists(groupId: number | undefined, classId: number | undefined): Promise<boolean> {
    if (classId !== undefined) {
      let q = this.db.selectFrom('job_class').select('id').where('id', '=', classId);
      if (groupId !== undefined) q = q.where('group_id', '=', groupId);
      return (await q.executeTakeFirst()) !== undefined;
    }
    if (groupId === undefined) return true;
    const row = await this.db
      .selectFrom('job_class_group')
      .select('id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async referenceExists(type: string, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reference_option')
      .select('id')
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The earliest publication at or after `since` (removed vacancies included, which only makes
   * the answer earlier): the next vacancy to leave the lists is this one. One index read.
   */
  async earliestPublishedSince(since: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('job_offer')
      .select('published_at')
      .where('published_at', '>=', since)
      .orderBy('published_at')
      .limit(1)
      .executeTakeFirst();
    return row?.published_at ?? null;
  }

  /**
   * Persists removal: every vacancy published before `listedSince` and not yet marked gets
   * `removed_at` (kind `expired`). One idempotent UPDATE, so several instances may run it at once.
   */
  async markRemoved(listedSince: string, now: string): Promise<number> {
    const result = await this.db
      .updateTable('job_offer')
      .set({ removed_at: now, removal_kind: 'expired' })
      .where('removed_at', 'is', null)
      .where('published_at', '<', listedSince)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The ids of an event's vacancies, whatever their state, newest first. */
  async idsOfEvent(eventId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('job_offer')
      .select('id')
      .where('event_id', '=', eventId)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Places these vacancies in an event (or, with null, back among the local ones). */
  async setEvent(ids: readonly number[], eventId: number | null): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('job_offer')
      .set({ event_id: eventId })
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Marks one listed vacancy withdrawn; answers whether it was listed until now. */
  async markWithdrawn(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('job_offer')
      .set({ removed_at: now, removal_kind: 'withdrawn' })
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
