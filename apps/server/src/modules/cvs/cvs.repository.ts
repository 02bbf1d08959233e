import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { CvFileTable } from './cvs.tables.ts';

export type CvFileRow = Selectable<CvFileTable>;
export type NewCvFileRow = Insertable<CvFileTable>;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/** The only place with the CV files' SQL. Every read is scoped to its owner. */
export class CvsRepository {
  constructor(private readonly db: DB) {}

  async listByAccount(accountId: number): Promise<CvFileRow[]> {
    return this.db
      .selectFrom('cv_file')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('upload_date', 'desc')
      .execute();
  }

  async countByAccount(accountId: number): Promise<number> {
    const row = await this.db
      .selectFrom('cv_file')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async find(accountId: number, cvUid: string): Promise<CvFileRow | undefined> {
    return this.db
      .selectFrom('cv_file')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('cv_uid', '=', cvUid)
      .executeTakeFirst();
  }

  /**
   * Inserts the row and, in the same transaction, runs `keep` (which puts the file in place):
   * when `keep` fails the row is rolled back. False when the account already holds its CV (the
   * unique account_id); `keep` has then not run.
   */
  async insertKeeping(row: NewCvFileRow, keep: () => Promise<void>): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('cv_file').values(row).execute();
        await keep();
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The keys of `keys` a CV row holds (the orphan sweep keeps those). */
  async knownKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('cv_file')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.storage_key));
  }

  async rename(accountId: number, cvUid: string, cvName: string): Promise<boolean> {
    const result = await this.db
      .updateTable('cv_file')
      .set({ cv_name: cvName })
      .where('account_id', '=', accountId)
      .where('cv_uid', '=', cvUid)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes the row and answers it (for its stored file), or undefined when there was none. */
  /** Deletes every CV file row of the seeker; answers the rows (their stored files go next). */
  deleteAll(accountId: number): Promise<CvFileRow[]> {
    return this.db
      .deleteFrom('cv_file')
      .where('account_id', '=', accountId)
      .returningAll()
      .execute();
  }

  async delete(accountId: number, cvUid: string): Promise<CvFileRow | undefined> {
    return this.db
      .deleteFrom('cv_file')
      .where('account_id', '=', accountId)
      .where('cv_uid', '=', cvUid)
      .returningAll()
      .executeTakeFirst();
  }
}
