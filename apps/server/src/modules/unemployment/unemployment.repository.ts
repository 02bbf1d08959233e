import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { UNEMPLOYMENT_STATES } from '@vaga/contract';
import type { Dialect } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type {
  UnemploymentEventTable,
  UnemploymentRegistrationTable,
} from './unemployment.tables.ts';
import { UnemploymentFileRows } from './unemployment-files.repository.ts';

export type RegistrationRow = Selectable<UnemploymentRegistrationTable>;
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
 * The only place with the unemployment registrations' SQL (their files' and supplement requests'
 * rows: UnemploymentFileRows). `inTransaction` hands the callback a
 * repository bound to one transaction: the callback's checks and writes commit together or not
 * at all. `lockOpen` locks the seeker's open registration row (FOR UPDATE on PostgreSQL; SQLite
 * runs one writer at a time), so that concurrent requests see each other's files.
 */
export class UnemploymentRepository extends UnemploymentFileRows {
  constructor(
    db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {
    super(db);
  }

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

  /** The seeker's open registration (draft, under review, awaiting supplements), if any. */
  open(accountId: number): Promise<RegistrationRow | undefined> {
    return this.db
      .selectFrom('unemployment_registration')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('open', '=', 1)
      .executeTakeFirst();
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

  /** A page of the submitted registrations in a state, oldest submission first, with file counts. */
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
