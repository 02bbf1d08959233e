import { sql } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import type { OptionRecord } from '../../references/references.repository.ts';
import type { ReferencesService } from '../../references/references.service.ts';
import { AUTHORED_LOCALES, type LabelsByTag } from '@vaga/contract';
import type { ReferenceNames } from '../joboffer-list.repository.ts';
import { JOB_CLASS_GROUP_LABELS, JOB_CLASS_LABELS } from '../joboffers.tables.ts';
import type { IndexEntry, IndexSource } from './index-entry.ts';
import { LISTING_COLUMNS } from './search.tables.ts';
import { tsvectorLiteral } from './query-builder.ts';
import { nameDocuments, rankDocument, writeNameDocuments } from './search-index.ranks.ts';

/** Tables of other modules read here (employers' names indexed with each vacancy); nothing of theirs is written. */
export const FOREIGN_READS = ['employer'] as const;

/** What the index reads of the references module: job titles and the classes' labels. */
export type IndexNames = ReferenceNames & Pick<ReferencesService, 'labelsOf'>;

/**
 * The SQL that builds the vacancy search index: which vacancies are pending and the writing of
 * their entries (FTS5 rows on SQLite, a weighted tsvector and a small rank tsvector on PostgreSQL). Dialect branches stay
 * inside this file and search.repository.ts.
 */
export class SearchIndexRepository {
  /**
   * `references` names the vacancies' job titles (the references module's kept catalogue), job
   * classes and groups (its label rows).
   */
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
    private readonly references: () => IndexNames,
  ) {}

  /** The largest vacancy id, 0 when there is none: where a pass over the ids ends. */
  async maxId(): Promise<number> {
    const row = await this.db
      .selectFrom('job_offer')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /**
   * The vacancies with `afterId < id <= untilId` never indexed or changed since they were
   * indexed, by id. A bounded id range reads a bounded part of the table through the primary
   * key, so a pass over every vacancy costs one read of the table, not one per batch.
   */
  async findPending(afterId: number, untilId: number): Promise<IndexSource[]> {
    const rows = await this.sources()
      .where('j.id', '>', afterId)
      .where('j.id', '<=', untilId)
      .where((eb) =>
        eb.or([eb('s.job_offer_id', 'is', null), eb('s.indexed_at', '<', eb.ref('j.updated_at'))]),
      )
      .orderBy('j.id')
      .execute();
    return this.withJobTitles(rows);
  }

  /** The index sources of rows, each with its job title's, class's and group's labels. */
  private async withJobTitles(rows: SourceRow[]): Promise<IndexSource[]> {
    if (rows.length === 0) return [];
    const references = this.references();
    const ids = rows.flatMap((row) => (row.job_title_id === null ? [] : [row.job_title_id]));
    const [titles, classes, groups] = await Promise.all([
      ids.length === 0 ? [] : references.keptOptionsOf('JOBTITLE', ids),
      references.labelsOf(JOB_CLASS_LABELS),
      references.labelsOf(JOB_CLASS_GROUP_LABELS),
    ]);
    const byId = new Map(titles.map((title) => [title.id, title]));
    return rows.map((row) =>
      toSource(row, {
        jobTitle: byId.get(row.job_title_id ?? 0),
        jobClass: classes.get(String(row.job_class_id)) ?? {},
        group: groups.get(String(row.job_class_group_id)) ?? {},
      }),
    );
  }

  /**
   * The texts of these vacancies, indexed or not: a writer of vacancies reindexes just the ones
   * it wrote, even when the clock has not moved since they were last indexed.
   */
  async findByIds(ids: readonly number[]): Promise<IndexSource[]> {
    if (ids.length === 0) return [];
    const rows = await this.sources()
      .where('j.id', 'in', [...ids])
      .orderBy('j.id')
      .execute();
    return this.withJobTitles(rows);
  }

  /** The vacancies with every text the index holds, joined with their names. */
  private sources() {
    return this.db
      .selectFrom('job_offer as j')
      .leftJoin('job_offer_search as s', 's.job_offer_id', 'j.id')
      .innerJoin('employer as e', 'e.id', 'j.employer_id')
      .select([
        's.job_offer_id as indexed_id',
        'j.id',
        'j.updated_at',
        'j.employer_id',
        'j.job_class_id',
        'j.job_class_group_id',
        'j.title_cn',
        'j.title_pt',
        'j.title_en',
        'j.job_title_id',
        'e.name_cn as employer_cn',
        'e.name_pt as employer_pt',
        'e.name_en as employer_en',
        'j.description_cn',
        'j.description_pt',
        'j.description_en',
        'j.experience_cn',
        'j.experience_pt',
        'j.experience_en',
        'j.working_area_cn',
        'j.working_area_pt',
        'j.working_area_en',
        'j.working_time_cn',
        'j.working_time_pt',
        'j.working_time_en',
        'j.hashtags_cn',
        'j.hashtags_pt',
        'j.hashtags_en',
      ]);
  }

  /**
   * Writes (or rewrites) index entries in one transaction, with multi-row statements of at most
   * {@link WRITE_ROWS} rows. `indexed_at` records the version indexed, so a vacancy changed
   * meanwhile stays pending.
   */
  async write(entries: IndexEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') {
        // New entries wait in the GIN index's pending list, merged in larger, cheaper passes.
        await sql`set local gin_pending_list_limit = 65536`.execute(trx);
      }
      for (let i = 0; i < entries.length; i += WRITE_ROWS) {
        const batch = entries.slice(i, i + WRITE_ROWS);
        if (this.dialect === 'postgres') {
          // Four array parameters, whatever the batch size.
          const ids = batch.map((e) => e.id);
          const versions = batch.map((e) => e.updatedAt);
          const documents = batch.map((e) =>
            tsvectorLiteral([
              { weight: 'A', tokens: e.titleTokens },
              { weight: 'B', tokens: e.employerTokens },
              { weight: 'C', tokens: e.classTokens },
              { weight: 'D', tokens: e.bodyTokens },
            ]),
          );
          // The title tiers (exact and title); the employer and class tiers have tables of their own.
          const ranks = batch.map((e) => rankDocument(['t', e.titleTokens], ['k', e.exactTokens]));
          // The vacancy's filter and sort columns are copied with the entry; the trigger of
          // migrations 202611230100 and 202611261000 keeps them equal afterwards.
          await sql`insert into job_offer_search (job_offer_id, indexed_at, document, rank_document,
              ${sql.join(LISTING_COLUMNS.map((c) => sql.ref(c)))})
            select batch.id, batch.version, cast(batch.document as tsvector),
              cast(batch.rank as tsvector), ${sql.join(LISTING_COLUMNS.map((c) => sql.ref(`j.${c}`)))}
            from unnest(cast(${ids} as integer[]), cast(${versions} as text[]),
              cast(${documents} as text[]), cast(${ranks} as text[]))
              as batch(id, version, document, rank)
            join job_offer j on j.id = batch.id
            on conflict (job_offer_id) do update
            set indexed_at = excluded.indexed_at, document = excluded.document,
              rank_document = excluded.rank_document,
              ${sql.join(LISTING_COLUMNS.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))}`.execute(
            trx,
          );
          await writeNameDocuments(trx, nameDocuments(batch));
          continue;
        }
        const replaced = batch.filter((e) => e.indexed).map((e) => e.id);
        if (replaced.length > 0) {
          await sql`delete from job_offer_fts where rowid in (${sql.join(replaced)})`.execute(trx);
        }
        const rows = batch.map(
          (e) =>
            sql`(${e.id}, ${e.titleTokens.join(' ')}, ${e.employerTokens.join(' ')},
              ${e.classTokens.join(' ')}, ${e.bodyTokens.join(' ')}, ${e.exactTokens.join(' ')})`,
        );
        await sql`insert into job_offer_fts
          (rowid, title_tokens, employer_tokens, class_tokens, body_tokens, exact_tokens)
          values ${sql.join(rows)}`.execute(trx);
        await trx
          .insertInto('job_offer_search')
          .values(batch.map((e) => ({ job_offer_id: e.id, indexed_at: e.updatedAt })))
          .onConflict((oc) =>
            oc
              .column('job_offer_id')
              .doUpdateSet({ indexed_at: (eb) => eb.ref('excluded.indexed_at') }),
          )
          .execute();
      }
    });
  }
}

/** Rows per INSERT (SQLite binds 6 values a row, far under its limit; PostgreSQL 4 arrays). */
const WRITE_ROWS = 500;

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

type SourceRow = Awaited<
  ReturnType<ReturnType<SearchIndexRepository['sources']>['execute']>
>[number];

/**
 * A class's or group's labels as indexed: the authored languages' in the list's order (empty when
 * missing), then any other stored language's.
 */
function labelTexts(labels: LabelsByTag): string[] {
  const authored: readonly string[] = AUTHORED_LOCALES;
  const others = Object.entries(labels)
    .filter(([tag]) => !authored.includes(tag))
    .map(([, text]) => text ?? '');
  return [...authored.map((tag) => labels[tag] ?? ''), ...others];
}

interface SourceNames {
  jobTitle: OptionRecord | undefined;
  jobClass: LabelsByTag;
  group: LabelsByTag;
}

function toSource(r: SourceRow, names: SourceNames): IndexSource {
  const { jobTitle } = names;
  return {
    id: r.id,
    updatedAt: r.updated_at,
    indexed: r.indexed_id !== null,
    names: { employerId: r.employer_id, classId: r.job_class_id, groupId: r.job_class_group_id },
    titleTexts: [
      r.title_cn,
      r.title_pt,
      r.title_en,
      ...(jobTitle ? labelTexts(jobTitle.labels) : ['', '', '']),
    ],
    employerTexts: [r.employer_cn, r.employer_pt, r.employer_en],
    classTexts: [...labelTexts(names.jobClass), ...labelTexts(names.group)],
    bodyTexts: [
      r.description_cn,
      r.description_pt,
      r.description_en,
      r.experience_cn,
      r.experience_pt,
      r.experience_en,
      r.working_area_cn,
      r.working_area_pt,
      r.working_area_en,
      r.working_time_cn,
      r.working_time_pt,
      r.working_time_en,
      ...[r.hashtags_cn, r.hashtags_pt, r.hashtags_en].flatMap(parseTags),
    ],
    exactTitles: [r.title_cn, r.title_pt, r.title_en],
  };
}
