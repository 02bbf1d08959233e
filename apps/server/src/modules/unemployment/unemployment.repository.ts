import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { UNEMPLOYMENT_STATES } from '@vaga/contract';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type {
  UnemploymentAttachmentTable,
  UnemploymentEventTable,
  UnemploymentRegistrationTable,
  UnemploymentSupplementTable,
} from './unemployment.tables.ts';

export type RegistrationRow = Selectable<UnemploymentRegistrationTable>;
export type AttachmentRow = Selectable<UnemploymentAttachmentTable>;
export type SupplementRow = Selectable<UnemploymentSupplementTable>;
export type EventRow = Selectable<UnemploymentEventTable>;
export type NewEvent = Omit<Insertable<UnemploymentEventTable>, 'id'>;
export type RegistrationChange = Omit<
  Updateable<UnemploymentRegistrationTable>,
  'id' | 'account_id' | 'created_at'
>;

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const { draft } = UNEMPLOYMENT_STATES;
const EMPTY_DRAFT = {
  reference_no: null,
  state: draft,
  open: 1,
  resigned_date: null,
  company_name: null,
  job_title_id: null,
  job_title_text: null,
  reason_id: null,
  other_reason: null,
  salary_amount: null,
  salary_type_id: null,
  refusal_reason: null,
  submitted_at: null,
  decided_at: null,
};

/**
 * The only place with the unemployment registrations' SQL. `inTransaction` hands the callback a
 * repository bound to one transaction: the callback's checks and writes commit together or not
 * at all. `lockOpen` locks the seeker's open registration row (FOR UPDATE on PostgreSQL; SQLite
 * runs one writer at a time), so that concurrent requests see each other's files.
 */
export class UnemploymentRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async inTransaction<T>(work: (tx: UnemploymentRepository) => Promise<T>): Promise<T> {
    return this.db
      .transaction()
      .execute((trx) => work(new UnemploymentRepository(trx, this.dialect)));
  }

  /** The transaction of a repository `inTransaction` made (the notices' outbox writes in it). */
  transaction(): Transaction<Database> {
    if (!this.db.isTransaction) throw new Error('not inside a transaction');
    return this.db as Transaction<Database>;
  }

  /**
   * Drafts last changed from `from` to before `to` (deleted draftDays after that change), with
   * an id above `afterId`, by id.
   */
  async draftsChangedBetween(
    from: string,
    to: string,
    afterId: number,
    limit: number,
  ): Promise<RegistrationRow[]> {
    return this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('id', '>', afterId)
      .where('state', '=', draft)
      .where('updated_at', '>=', from)
      .where('updated_at', '<', to)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The seeker's open registration (draft, under review, awaiting supplements), locked. */
  async lockOpen(accountId: number): Promise<RegistrationRow | undefined> {
    let query = this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('open', '=', 1);
    if (this.dialect === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** A registration by id, locked. */
  async lock(id: number): Promise<RegistrationRow | undefined> {
    let query = this.db.selectFrom('unemployment_registration').selectAll().where('id', '=', id);
    if (this.dialect === 'postgres') query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** The seeker's latest registration, a draft last changed before `draftCutoff` left out. */
  async latest(accountId: number, draftCutoff: string): Promise<RegistrationRow | undefined> {
    return this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('state', '!=', draft), eb('updated_at', '>=', draftCutoff)]))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Registrations decided (approved, refused) and unchanged since before `cutoff` (retention). */
  async closedBefore(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('unemployment_registration')
      .select('id')
      .where('state', 'in', [3, 4])
      .where('updated_at', '<', cutoff)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Every registration of the seeker, oldest first, drafts included (the seeker's data export). */
  async ofAccount(accountId: number): Promise<RegistrationRow[]> {
    return this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  }

  async find(id: number): Promise<RegistrationRow | undefined> {
    return this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async createDraft(accountId: number, at: string): Promise<RegistrationRow> {
    return this.db
      .insertInto('unemployment_registration')
      .values({ ...EMPTY_DRAFT, account_id: accountId, created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, change: RegistrationChange): Promise<void> {
    await this.db
      .updateTable('unemployment_registration')
      .set(change)
      .where('id', '=', id)
      .execute();
  }

  /** Deletes a registration with its files' rows; answers the store keys of its files. */
  async deleteRegistration(id: number): Promise<string[]> {
    const keys = await this.db
      .deleteFrom('unemployment_attachment')
      .where('registration_id', '=', id)
      .returning('storage_key')
      .execute();
    await this.db.deleteFrom('unemployment_registration').where('id', '=', id).execute();
    return keys.map((k) => k.storage_key);
  }

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

  async addEvent(event: NewEvent): Promise<void> {
    await this.db.insertInto('unemployment_event').values(event).execute();
  }

  async history(registrationId: number): Promise<EventRow[]> {
    return this.db
      .selectFrom('unemployment_event')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('id', 'asc')
      .execute();
  }

  /** Drafts last changed before `cutoff`, oldest first. */
  async expiredDraftIds(cutoff: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('unemployment_registration')
      .select('id')
      .where('state', '=', draft)
      .where('updated_at', '<', cutoff)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
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

  /** A page of the submitted registrations in a state, oldest submission first, with file counts. */
  /** How many registrations are in this state, and when the oldest of them was submitted. */
  async queueCount(state: number): Promise<{ count: number; oldestAt: string | null }> {
    const row = await this.db
      .selectFrom('unemployment_registration')
      .where('state', '=', state)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min(eb.fn.coalesce('submitted_at', 'created_at')).as('oldest'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldestAt: row.oldest === null ? null : String(row.oldest) };
  }

  async page(state: number, offset: number, limit: number) {
    const base = this.db.selectFrom('unemployment_registration as r').where('r.state', '=', state);
    const [rows, total] = await Promise.all([
      base
        .selectAll('r')
        .select((eb) =>
          eb
            .selectFrom('unemployment_attachment as a')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('a.registration_id', '=', 'r.id')
            .as('file_count'),
        )
        .orderBy('r.submitted_at', 'asc')
        .orderBy('r.id', 'asc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
