import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { EventActionTable, EventSessionTable, EventTable } from './events.tables.ts';
import type { EventRegisterRow } from './event-registrations.repository.ts';

export type EventActionRow = Selectable<EventActionTable>;
export type EventFields = Omit<
  Insertable<EventTable>,
  'id' | 'created_at' | 'registration_closed' | 'checked_in_count'
>;
export type SessionFields = Omit<Insertable<EventSessionTable>, 'id' | 'event_id' | 'taken'>;

/** A staff action to record. */
export interface NewAction {
  action: string;
  actorAccountId: number;
  actorName: string;
  detail: string | null;
  at: string;
}

/** The SQL of the staff console's event management: writes with their history row. */
export class EventsConsoleRepository {
  constructor(private readonly db: DB) {}

  async createEvent(fields: EventFields, at: string, action: NewAction): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('event')
        .values({ ...fields, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('event_action')
        .values({ event_id: row.id, ...this.actionValues(action) })
        .execute();
      return row.id;
    });
  }

  private actionValues(a: NewAction) {
    return {
      action: a.action,
      actor_account_id: a.actorAccountId,
      actor_name: a.actorName,
      detail: a.detail,
      at: a.at,
    };
  }

  /** Changes an event's fields; false when there is no such event. */
  async updateEvent(
    id: number,
    fields: Updateable<EventTable>,
    action: NewAction,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('event')
        .set(fields)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('event_action')
        .values({ event_id: id, ...this.actionValues(action) })
        .execute();
      return true;
    });
  }

  async record(eventId: number, action: NewAction): Promise<void> {
    await this.db
      .insertInto('event_action')
      .values({ event_id: eventId, ...this.actionValues(action) })
      .execute();
  }

  async addSession(eventId: number, fields: SessionFields, action: NewAction): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('event_session')
        .values({ ...fields, event_id: eventId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('event_action')
        .values({ event_id: eventId, ...this.actionValues(action) })
        .execute();
      return row.id;
    });
  }

  /**
   * Changes a session of the event; its quota only if not below the seats taken (one
   * conditional UPDATE, so a registration at the same moment cannot slip under it). Answers the
   * seats taken when the quota was refused, 'missing' for no such session of the event.
   */
  async updateSession(
    eventId: number,
    sessionId: number,
    fields: SessionFields,
    action: NewAction,
  ): Promise<'updated' | 'missing' | { taken: number }> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('event_session')
        .set(fields)
        .where('id', '=', sessionId)
        .where('event_id', '=', eventId)
        .where('taken', '<=', fields.quota)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        const row = await trx
          .selectFrom('event_session')
          .select('taken')
          .where('id', '=', sessionId)
          .where('event_id', '=', eventId)
          .executeTakeFirst();
        return row ? { taken: row.taken } : 'missing';
      }
      await trx
        .insertInto('event_action')
        .values({ event_id: eventId, ...this.actionValues(action) })
        .execute();
      return 'updated';
    });
  }

  history(eventId: number): Promise<EventActionRow[]> {
    return this.db
      .selectFrom('event_action')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
  }

  async counts(eventId: number): Promise<{ registered: number; checkedIn: number }> {
    const row = await this.db
      .selectFrom('event_register')
      .where('event_id', '=', eventId)
      .select((eb) => [
        eb.fn.countAll<number>().as('registered'),
        eb.fn.count<number>('checked_in_at').as('checkedIn'),
      ])
      .executeTakeFirstOrThrow();
    return { registered: Number(row.registered), checkedIn: Number(row.checkedIn) };
  }

  async registrations(
    eventId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: EventRegisterRow[]; total: number }> {
    const base = this.db.selectFrom('event_register').where('event_id', '=', eventId);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
