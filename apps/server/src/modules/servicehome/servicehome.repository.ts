import type { DB } from '../../db/database.ts';

/** The SQL of the service home: menu entries and banners. */
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
}
