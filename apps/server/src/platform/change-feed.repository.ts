import { sql } from 'kysely';
import { isPostgres, type DB } from '../db/database.ts';

/** Where a version is bumped: the database, or a transaction under way. */
export type VersionWriter = DB;

/**
 * The SQL of the change feed (table `cache_version`; reads no other table). On PostgreSQL a bump
 * also notifies the schema's channel, delivered to listeners when the write commits.
 */
export class ChangeFeedRepository {
  private channelName: Promise<string | null> | null = null;

  constructor(private readonly db: DB) {}

  /** The notification channel of this database (PostgreSQL: one per schema), or null. */
  channel(): Promise<string | null> {
    this.channelName ??= isPostgres(this.db)
      ? sql<{ schema: string }>`select current_schema() as schema`
          .execute(this.db)
          .then((result) => `vaga_cache_${result.rows[0].schema}`)
      : Promise.resolve(null);
    return this.channelName;
  }

  /** Adds one to the version of each topic (from 1 for a topic never bumped). */
  async bump(topics: readonly string[], writer: VersionWriter = this.db): Promise<void> {
    const channel = await this.channel();
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
      if (channel) await sql`select pg_notify(${channel}, ${topic})`.execute(writer);
    }
  }

  /** Every topic's version. */
  async versions(): Promise<{ topic: string; version: number }[]> {
    return this.db.selectFrom('cache_version').select(['topic', 'version']).execute();
  }
}
