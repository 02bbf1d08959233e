import type { DB } from '../../db/database.ts';

/** The fields of an event that other modules place it by. */
const EVENT_HEAD = ['id', 'type_event_id', 'event_catalog_type', 'start_date'] as const;

/** The SQL of job-matching events (spec §3 Event). */
export class EventsRepository {
  constructor(private readonly db: DB) {}

  /** Enrolling events, the latest starting first. */
  enrolling() {
    return this.db
      .selectFrom('event')
      .select(EVENT_HEAD)
      .where('status', '=', 'enrolling')
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
}
