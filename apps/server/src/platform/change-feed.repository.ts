import type { DB } from '../db/database.ts';

/** Where a version is bumped: the database, or a transaction under way. */
export type VersionWriter = Pick<DB, 'insertInto'>;

/** The SQL of the change feed (table `cache_version`; reads no other table). */
export class ChangeFeedRepository {
  constructor(private readonly db: DB) {}

  /** Adds one to the version of each topic (from 1 for a topic never bumped). */
  async bump(topics: readonly string[], writer: VersionWriter = this.db): Promise<void> {
    for (const topic of [...new Set(topics)].sort()) {
      await writer
        .insertInto('cache_version')
        .values({ topic, version: 1 })
        .onConflict((oc) =>
          oc
            .column('topic')
            .doUpdateSet((eb) => ({ version: eb('cache_version.version', '+', 1) })),
        )
        .execute();
    }
  }

  /** Every topic's version. */
  async versions(): Promise<{ topic: string; version: number }[]> {
    return this.db.selectFrom('cache_version').select(['topic', 'version']).execute();
  }
}
