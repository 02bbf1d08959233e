import type { DB } from '../../db/database.ts';

/** The kept figures of ended periods (this module's only table). */
export class StatisticsRepository {
  constructor(private readonly db: DB) {}

  async read(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('statistics_kept')
      .select(['key', 'figures'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, row.figures]));
  }

  /** Keeps figures; a set another instance kept first stays as it is (both computed the same). */
  async keep(entries: readonly { key: string; figures: string }[], at: string): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('statistics_kept')
      .values(entries.map((e) => ({ key: e.key, figures: e.figures, kept_at: at })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  /** Replaces kept figures computed again (kept before a figure was added). */
  async replace(entries: readonly { key: string; figures: string }[], at: string): Promise<void> {
    for (const e of entries)
      await this.db
        .updateTable('statistics_kept')
        .set({ figures: e.figures, kept_at: at })
        .where('key', '=', e.key)
        .execute();
  }
}
