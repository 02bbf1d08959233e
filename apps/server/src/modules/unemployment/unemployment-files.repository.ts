import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  UnemploymentAttachmentTable,
  UnemploymentSupplementTable,
} from './unemployment.tables.ts';

export type AttachmentRow = Selectable<UnemploymentAttachmentTable>;
export type SupplementRow = Selectable<UnemploymentSupplementTable>;

/**
 * The SQL of a registration's files and of the supplement requests they answer
 * (UnemploymentRepository adds the registrations' own).
 */
export class UnemploymentFileRows {
  constructor(protected readonly db: Kysely<Database>) {}

  async attachments(registrationId: number): Promise<AttachmentRow[]> {
    return this.db
      .selectFrom('unemployment_attachment')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('uploaded_at')
      .orderBy('id')
      .execute();
  }

  /** One of the seeker's files. */
  async ownedAttachment(accountId: number, id: string): Promise<AttachmentRow | undefined> {
    return this.db
      .selectFrom('unemployment_attachment')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A file of a registration. */
  async attachmentOf(registrationId: number, id: string): Promise<AttachmentRow | undefined> {
    return this.db
      .selectFrom('unemployment_attachment')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertAttachments(rows: AttachmentRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('unemployment_attachment').values(rows).execute();
  }

  async deleteAttachment(id: string): Promise<void> {
    await this.db.deleteFrom('unemployment_attachment').where('id', '=', id).execute();
  }

  /** Links unsent supplement files to the request they answer; answers how many were linked. */
  async sendSupplementFiles(registrationId: number, ids: string[], supplementId: number) {
    const result = await this.db
      .updateTable('unemployment_attachment')
      .set({ supplement_id: supplementId })
      .where('registration_id', '=', registrationId)
      .where('kind', '=', 'supplement')
      .where('supplement_id', 'is', null)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async supplements(registrationId: number): Promise<SupplementRow[]> {
    return this.db
      .selectFrom('unemployment_supplement')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('id', 'desc')
      .execute();
  }

  async insertSupplement(row: Omit<Insertable<UnemploymentSupplementTable>, 'id'>): Promise<void> {
    await this.db.insertInto('unemployment_supplement').values(row).execute();
  }

  async answerSupplement(id: number, answeredAt: string, remark: string | null): Promise<void> {
    await this.db
      .updateTable('unemployment_supplement')
      .set({ answered_at: answeredAt, remark })
      .where('id', '=', id)
      .execute();
  }

  /** Which of these store keys a file row knows. */
  async knownKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('unemployment_attachment')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.storage_key));
  }
}
