import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { EventRegisterTable } from './events.tables.ts';
import {
  readFacts,
  SessionFull,
  storeRegistration,
  type NewRegistration,
  type RegisterRefusal,
  type RegistrationFacts,
  type StoredRegistration,
} from './event-register-write.ts';

export type EventRegisterRow = Selectable<EventRegisterTable>;

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** A registration's session on a day, with its event's names (the reminders' facts). */
export interface SessionOfRegistration {
  register_id: number;
  account_id: number;
  event_id: number;
  date: string;
  start_time: string;
  name_cn: string;
  name_pt: string;
  name_en: string;
  venue_cn: string;
  venue_pt: string;
  venue_en: string;
}

/** The SQL of event registrations, their seats and the ticket secret. */
export class EventRegistrationsRepository {
  constructor(private readonly db: DB) {}

  /**
   * A registration in one transaction: reads what it is checked against (readFacts), lets
   * `check` refuse (its error undoes nothing, as nothing was written yet), stores it and takes its
   * seats (storeRegistration), then `after` writes in the same transaction (the notice). A full
   * session or a second registration of the seeker (unique index) undoes all.
   */
  async register(
    r: NewRegistration,
    check: (facts: RegistrationFacts | undefined) => RegistrationFacts,
    after?: (trx: Transaction<Database>, stored: StoredRegistration) => Promise<void>,
  ): Promise<StoredRegistration | RegisterRefusal> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const facts = check(await readFacts(trx, r));
        const stored = { ...(await storeRegistration(trx, r)), facts };
        await after?.(trx, stored);
        return stored;
      });
    } catch (error) {
      if (error instanceof SessionFull) return { kind: 'full', sessionId: error.sessionId };
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  find(eventId: number, accountId: number): Promise<EventRegisterRow | undefined> {
    return this.db
      .selectFrom('event_register')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  /**
   * The sessions on `day` of registrations, with an id above `afterId` (by registration, then
   * start time): the day-before reminders.
   */
  sessionsOn(day: string, afterId: number, limit: number): Promise<SessionOfRegistration[]> {
    return this.db
      .selectFrom('event_register_session as rs')
      .innerJoin('event_register as r', 'r.id', 'rs.register_id')
      .innerJoin('event_session as s', 's.id', 'rs.session_id')
      .innerJoin('event as e', 'e.id', 'r.event_id')
      .select([
        'r.id as register_id',
        'r.account_id',
        'r.event_id',
        's.date',
        's.start_time',
        'e.name_cn',
        'e.name_pt',
        'e.name_en',
        'e.venue_cn',
        'e.venue_pt',
        'e.venue_en',
      ])
      .where('s.date', '=', day)
      .where('r.id', '>', afterId)
      .orderBy('r.id')
      .orderBy('s.start_time')
      .limit(limit)
      .execute();
  }

  /** Runs `work` in one transaction (notices written by a scheduler job). */
  inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  byId(id: number): Promise<EventRegisterRow | undefined> {
    return this.db.selectFrom('event_register').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The retention job: deletes the registrations (and their sessions, cascade) of
   * events whose last day is before `cutoffDay`; answers how many.
   */
  async deleteOfEventsEndedBefore(cutoffDay: string): Promise<number> {
    const result = await this.db
      .deleteFrom('event_register')
      .where('event_id', 'in', (eb) =>
        eb.selectFrom('event').select('id').where('end_date', '<', cutoffDay),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The ids of the events the seeker registered for, oldest registration first. */
  async eventIdsOf(accountId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('event_register')
      .select('event_id')
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.event_id);
  }

  ofAccount(accountId: number, eventIds: readonly number[]): Promise<EventRegisterRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event_register')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('event_id', 'in', [...eventIds])
      .execute();
  }

  async sessionIdsOf(registerIds: readonly number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (registerIds.length === 0) return map;
    const rows = await this.db
      .selectFrom('event_register_session')
      .select(['register_id', 'session_id'])
      .where('register_id', 'in', [...registerIds])
      .orderBy('session_id')
      .execute();
    for (const r of rows) map.set(r.register_id, [...(map.get(r.register_id) ?? []), r.session_id]);
    return map;
  }

  /** Seekers checked in at the event (all of them, or those before a place). */
  async checkedInCount(eventId: number, beforePlace?: number): Promise<number> {
    let query = this.db
      .selectFrom('event_register')
      .where('event_id', '=', eventId)
      .where('place', 'is not', null);
    if (beforePlace !== undefined) query = query.where('place', '<', beforePlace);
    const row = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Checks a registration in: marks it (only if not yet checked in) and gives it the event's
   * next queue place, in one transaction. Null when it was checked in before.
   */
  async checkIn(registerId: number, eventId: number, at: string): Promise<EventRegisterRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('event_register')
        .set({ checked_in_at: at })
        .where('id', '=', registerId)
        .where('checked_in_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return null;
      const counter = await trx
        .updateTable('event')
        .set((eb) => ({ checked_in_count: eb('checked_in_count', '+', 1) }))
        .where('id', '=', eventId)
        .returning('checked_in_count')
        .executeTakeFirstOrThrow();
      return trx
        .updateTable('event_register')
        .set({ place: counter.checked_in_count })
        .where('id', '=', registerId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** The ticket signing key kept in the database: made once, the same for every instance. */
  async ticketSecret(): Promise<string> {
    await this.db
      .insertInto('event_secret')
      .values({ name: 'ticket', value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('event_secret')
      .select('value')
      .where('name', '=', 'ticket')
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
