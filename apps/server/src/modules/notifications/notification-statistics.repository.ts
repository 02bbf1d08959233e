import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';

/** A period of the statistics: ISO UTC instants, start included, end excluded. */
export interface DeliveryPeriod {
  start: string;
  end: string;
}

/** Deliveries of one channel and kind that settled one way in a period. */
export interface DeliveryCount {
  period: number;
  channel: string;
  kind: string;
  state: string;
  count: number;
}

/**
 * The deliveries' figures for the statistics, counted by the database in one statement: each
 * delivery once, in the period its last change (sending, failing, skipping) falls in.
 */
export class NotificationStatisticsRepository {
  constructor(private readonly db: DB) {}

  async settledCounts(periods: readonly DeliveryPeriod[]): Promise<DeliveryCount[]> {
    if (periods.length === 0) return [];
    const values = sql.join(periods.map((p, i) => sql`(${sql.lit(i)}, ${p.start}, ${p.end})`));
    const { rows } = await sql<Record<string, unknown>>`
      with p(i, s, e) as (values ${values})
      select p.i as period, d.channel as channel, n.kind as kind, d.state as state,
        count(*) as n
      from p
      join notification_delivery d on d.updated_at >= p.s and d.updated_at < p.e
        and d.state in ('sent', 'failed', 'skipped')
      join notification n on n.id = d.notification_id
      group by p.i, d.channel, n.kind, d.state
    `.execute(this.db);
    return rows.map((row) => ({
      period: Number(row.period),
      channel: String(row.channel),
      kind: String(row.kind),
      state: String(row.state),
      count: Number(row.n),
    }));
  }
}
