import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { Now } from './event-status.ts';
import type { EventSessionTable, EventTable } from './events.tables.ts';

/** The fields of an event that other modules place it by. */
const EVENT_HEAD = ['id', 'type_event_id', 'event_catalog_type', 'start_date'] as const;

export type EventRow = Selectable<EventTable>;
export type EventSessionRow = Selectable<EventSessionTable>;

export interface EventListFilter {
  typeEventId?: number;
  /** 1 enrolling, 2 finished (as computed from the clock). */
  status?: number;
  ascending: boolean;
  offset: number;
  limit: number;
}

/** The SQL of job-matching events and their sessions (spec §3 Event). */
export class EventsRepository {
  constructor(private readonly db: DB) {}

  /** Enrolling events (by the clock), the latest starting first. */
  enrolling(now: Now) {
    return this.db
      .selectFrom('event')
      .select(EVENT_HEAD)
      .where('register_to', '>=', now.iso)
      .where('end_date', '>=', now.today)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  byIds(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event')
      .select(EVENT_HEAD)
      .where('id', 'in', [...ids])
      .execute();
  }

  /** A page of events of a kind and status (computed from `now`), by first day. */
  async page(filter: EventListFilter, now: Now): Promise<{ rows: EventRow[]; total: number }> {
    let base = this.db.selectFrom('event');
    if (filter.typeEventId !== undefined)
      base = base.where('type_event_id', '=', filter.typeEventId);
    // The statuses of event-status.ts's statusOf, as conditions.
    if (filter.status === 1)
      base = base
        .where('end_date', '>=', now.today)
        .where('register_to', '>=', now.iso)
        .where('registration_closed', '=', 0);
    if (filter.status === 2) base = base.where('end_date', '<', now.today);
    if (filter.status === 3)
      base = base
        .where('end_date', '>=', now.today)
        .where((eb) =>
          eb.or([eb('register_to', '<', now.iso), eb('registration_closed', '!=', 0)]),
        );
    const direction = filter.ascending ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('start_date', direction)
        .orderBy('id', direction)
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * The next edges of the events' windows after `now`: the earliest registration opening still
   * to come, the earliest registration end not yet passed and the earliest last day not yet
   * over (each null when there is none).
   */
  async nextEdges(
    now: Now,
  ): Promise<{ registerFrom: string | null; registerTo: string | null; endDate: string | null }> {
    const [from, to, end] = await Promise.all([
      this.db
        .selectFrom('event')
        .where('register_from', '>', now.iso)
        .select((eb) => eb.fn.min('register_from').as('at'))
        .executeTakeFirst(),
      this.db
        .selectFrom('event')
        .where('register_to', '>=', now.iso)
        .select((eb) => eb.fn.min('register_to').as('at'))
        .executeTakeFirst(),
      this.db
        .selectFrom('event')
        .where('end_date', '>=', now.today)
        .select((eb) => eb.fn.min('end_date').as('at'))
        .executeTakeFirst(),
    ]);
    return {
      registerFrom: from?.at ?? null,
      registerTo: to?.at ?? null,
      endDate: end?.at ?? null,
    };
  }

  find(id: number): Promise<EventRow | undefined> {
    return this.db.selectFrom('event').selectAll().where('id', '=', id).executeTakeFirst();
  }

  rowsByIds(ids: readonly number[]): Promise<EventRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  /** The sessions of these events, by day and time. */
  sessionsOf(eventIds: readonly number[]): Promise<EventSessionRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event_session')
      .selectAll()
      .where('event_id', 'in', [...eventIds])
      .orderBy('date')
      .orderBy('start_time')
      .orderBy('id')
      .execute();
  }

  sessionsByIds(ids: readonly number[]): Promise<EventSessionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event_session')
      .selectAll()
      .where('id', 'in', [...ids])
      .orderBy('date')
      .orderBy('start_time')
      .execute();
  }
}
