import type { DB } from '../../db/database.ts';

/** The SQL of the service home: menu entries, banners and the current event of a kind. */
export class ServiceHomeRepository {
  constructor(private readonly db: DB) {}

  menu() {
    return this.db
      .selectFrom('service_menu')
      .selectAll()
      .where('is_active', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Banners showing at `now`, in order. */
  banners(now: string) {
    return this.db
      .selectFrom('banner')
      .selectAll()
      .where('is_active', '=', 1)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Events of these ids or kinds that are enrolling, the latest starting first per kind. */
  enrollingEvents() {
    return this.db
      .selectFrom('event')
      .select(['id', 'type_event_id', 'event_catalog_type', 'start_date'])
      .where('status', '=', 'enrolling')
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  eventsByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('event')
      .select(['id', 'type_event_id', 'event_catalog_type', 'start_date'])
      .where('id', 'in', ids)
      .execute();
  }
}
