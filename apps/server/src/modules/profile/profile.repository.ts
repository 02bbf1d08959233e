import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
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

/** The only place with the profile's SQL. */
export class ProfileRepository {
  constructor(private readonly db: DB) {}

  async findByAccount(accountId: number): Promise<ProfileRow | undefined> {
    return this.db
      .selectFrom('profile')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
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
}
