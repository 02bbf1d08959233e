import { sql } from 'kysely';
import type { DB, Dialect } from '../../../db/database.ts';
import { tsvectorLiteral, type CompiledSearch } from './query-builder.ts';

/** The texts of a vacancy that the index holds, in every language. */
export interface IndexSource {
  id: number;
  /** The version indexed: the vacancy's `updated_at` when read. */
  updatedAt: string;
  titleTexts: string[];
  bodyTexts: string[];
}

export interface IndexEntry {
  id: number;
  updatedAt: string;
  titleTokens: string[];
  bodyTokens: string[];
}

/**
 * The SQL of the vacancy search index: the only place that knows FTS5 and tsvector. Every
 * function runs on both dialects; the dialect branches stay inside this file.
 */
export class SearchRepository {
  constructor(
    private readonly db: DB,
    private readonly dialect: Dialect,
  ) {}

  /** Vacancies never indexed or changed since they were indexed, oldest change first. */
  async findPending(limit: number): Promise<IndexSource[]> {
    const rows = await this.db
      .selectFrom('job_offer as j')
      .leftJoin('job_offer_search as s', 's.job_offer_id', 'j.id')
      .innerJoin('job_class as c', 'c.id', 'j.job_class_id')
      .innerJoin('job_class_group as g', 'g.id', 'j.job_class_group_id')
      .innerJoin('employer as e', 'e.id', 'j.employer_id')
      .leftJoin('reference_option as t', (join) =>
        join.onRef('t.id', '=', 'j.job_title_id').on('t.type', '=', 'JOBTITLE'),
      )
      .where((eb) =>
        eb.or([eb('s.job_offer_id', 'is', null), eb('s.indexed_at', '<', eb.ref('j.updated_at'))]),
      )
      .select([
        'j.id',
        'j.updated_at',
        'j.title_cn',
        'j.title_pt',
        'j.title_en',
        't.name_cn as job_title_cn',
        't.name_pt as job_title_pt',
        't.name_en as job_title_en',
        'c.name_cn as class_cn',
        'c.name_pt as class_pt',
        'c.name_en as class_en',
        'g.name_cn as group_cn',
        'g.name_pt as group_pt',
        'g.name_en as group_en',
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
      ])
      .orderBy('j.updated_at')
      .orderBy('j.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      updatedAt: r.updated_at,
      titleTexts: [
        r.title_cn,
        r.title_pt,
        r.title_en,
        r.job_title_cn ?? '',
        r.job_title_pt ?? '',
        r.job_title_en ?? '',
        r.class_cn,
        r.class_pt,
        r.class_en,
        r.group_cn,
        r.group_pt,
        r.group_en,
      ],
      bodyTexts: [
        r.employer_cn,
        r.employer_pt,
        r.employer_en,
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
    }));
  }

  /**
   * Writes (or rewrites) the index entries, in one transaction. `indexed_at` records the
   * version indexed, so a vacancy changed meanwhile stays pending.
   */
  async write(entries: IndexEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const entry of entries) {
        const indexedAt = entry.updatedAt;
        if (this.dialect === 'postgres') {
          const document = tsvectorLiteral(entry.titleTokens, entry.bodyTokens);
          await sql`insert into job_offer_search (job_offer_id, indexed_at, document)
            values (${entry.id}, ${indexedAt}, cast(${document} as tsvector))
            on conflict (job_offer_id) do update
            set indexed_at = excluded.indexed_at, document = excluded.document`.execute(trx);
        } else {
          await sql`delete from job_offer_fts where rowid = ${entry.id}`.execute(trx);
          await sql`insert into job_offer_fts (rowid, title_tokens, body_tokens)
            values (${entry.id}, ${entry.titleTokens.join(' ')}, ${entry.bodyTokens.join(' ')})`.execute(
            trx,
          );
          await trx
            .insertInto('job_offer_search')
            .values({ job_offer_id: entry.id, indexed_at: indexedAt })
            .onConflict((oc) => oc.column('job_offer_id').doUpdateSet({ indexed_at: indexedAt }))
            .execute();
        }
      }
    });
  }

  /**
   * The SQL condition "vacancy `j.id` matches the keyword" and the relevance tier expression
   * (1 when the title texts hold every term, else 0), for the list query to embed.
   */
  matchSql(search: CompiledSearch) {
    if (this.dialect === 'postgres') {
      return {
        matches: sql<boolean>`j.id in (select job_offer_id from job_offer_search
          where document @@ cast(${search.tsqueryAll} as tsquery))`,
        tier: sql<number>`(case when j.id in (select job_offer_id from job_offer_search
          where document @@ cast(${search.tsqueryTitle} as tsquery)) then 1 else 0 end)`,
      };
    }
    return {
      matches: sql<boolean>`j.id in (select rowid from job_offer_fts where job_offer_fts match ${search.fts5All})`,
      tier: sql<number>`(case when j.id in (select rowid from job_offer_fts
          where job_offer_fts match ${search.fts5Title}) then 1 else 0 end)`,
    };
  }

  /** Counts one search of a keyword. */
  async countKeyword(folded: string, keyword: string, at: string): Promise<void> {
    await this.db
      .insertInto('search_keyword')
      .values({ folded, keyword, search_count: 1, last_searched_at: at })
      .onConflict((oc) =>
        oc.column('folded').doUpdateSet({
          keyword,
          search_count: sql`search_keyword.search_count + 1`,
          last_searched_at: at,
        }),
      )
      .execute();
  }

  async topKeywords(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('search_keyword')
      .select('keyword')
      .orderBy('search_count', 'desc')
      .orderBy('last_searched_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.keyword);
  }
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
