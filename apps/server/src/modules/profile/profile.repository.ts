import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { isPostgres, type DB } from '../../db/database.ts';
import type { ProfileTable } from './profile.tables.ts';

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfileRow = Insertable<ProfileTable>;
export type ProfileChanges = Omit<Updateable<ProfileTable>, 'account_id' | 'created_at'>;

/** A unique or primary-key violation, on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/** Tables of other modules read here: the account type. */
export const FOREIGN_READS = ['accounts'] as const;

/** A page of published resumes: a keyword matches the name or an expected job (typed or chosen). */
export interface PublishedQuery {
  keyword?: string;
  /** The JOBTITLE options whose names hold the keyword (the references module finds them). */
  jobTitleIds?: readonly number[];
  offset: number;
  limit: number;
}

/** Escapes LIKE wildcards so a keyword matches literally (with `escape '\\'`). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only place with the profile's SQL. */
export class ProfileRepository {
  constructor(private readonly db: DB) {}

  /** Deletes the seeker's resume; answers how many rows went (0 or 1). */
  async deleteByAccount(accountId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('profile')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async findByAccount(accountId: number): Promise<ProfileRow | undefined> {
    return this.db
      .selectFrom('profile')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** When the account's profile was last changed; undefined when it has none. */
  async updatedAt(accountId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('profile')
      .select('updated_at')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row?.updated_at;
  }

  /** Inserts the account's profile; false when it already has one (checked by the primary key). */
  async insert(row: NewProfileRow): Promise<boolean> {
    try {
      await this.db.insertInto('profile').values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Changes the account's profile; false when it has none. */
  async update(accountId: number, changes: ProfileChanges): Promise<boolean> {
    const result = await this.db
      .updateTable('profile')
      .set(changes)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Published resumes of seekers' accounts, most recently updated first, with the total. */
  async publishedPage(query: PublishedQuery): Promise<{ rows: ProfileRow[]; total: number }> {
    const base = this.db
      .selectFrom('profile as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .where('p.is_public', '=', 1)
      .where('a.account_type', '=', 'personal')
      .where((eb) => {
        if (!query.keyword) return eb.and([]);
        const pattern = likePattern(query.keyword.toLowerCase());
        const like = (column: string) =>
          sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
        const ids = query.jobTitleIds ?? [];
        const chosenJob =
          ids.length === 0
            ? sql<boolean>`1 = 0`
            : isPostgres(this.db)
              ? sql<boolean>`exists (select 1 from jsonb_array_elements(p.expected_job_list::jsonb) j
                  where j->>'typeJobTitleId' = any(${ids.map(String)}))`
              : sql<boolean>`exists (select 1 from json_each(p.expected_job_list) j
                  where json_extract(j.value, '$.typeJobTitleId') in (${sql.join([...ids])}))`;
        const typedJob = isPostgres(this.db)
          ? sql<boolean>`exists (select 1 from jsonb_array_elements(p.expected_job_list::jsonb) j
              where lower(j->>'textJobTitle') like ${pattern} escape '\\')`
          : sql<boolean>`exists (select 1 from json_each(p.expected_job_list) j
              where lower(json_extract(j.value, '$.textJobTitle')) like ${pattern} escape '\\')`;
        return eb.or([like('p.name_cn'), like('p.name_pt'), typedJob, chosenJob]);
      });
    const rows = await base
      .selectAll('p')
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.account_id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    const { count } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count) };
  }
}
