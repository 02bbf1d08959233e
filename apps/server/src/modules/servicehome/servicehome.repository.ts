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

  /**
   * The next instant after `now` at which an active banner starts or stops showing (ISO), or
   * null when none will.
   */
  async nextBannerChange(now: string): Promise<string | null> {
    const [starts, ends] = await Promise.all([
      this.db
        .selectFrom('banner')
        .where('is_active', '=', 1)
        .where('starts_at', '>', now)
        .select((eb) => eb.fn.min('starts_at').as('at'))
        .executeTakeFirst(),
      this.db
        .selectFrom('banner')
        .where('is_active', '=', 1)
        .where('ends_at', '>', now)
        .select((eb) => eb.fn.min('ends_at').as('at'))
        .executeTakeFirst(),
    ]);
    const edges = [starts?.at, ends?.at].filter((at): at is string => typeof at === 'string');
    return edges.length === 0 ? null : edges.sort()[0]!;
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
