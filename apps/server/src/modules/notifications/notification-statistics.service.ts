import {
  NOTIFICATION_KINDS,
  OUTSIDE_CHANNELS,
  type NotificationFigures,
  type NotificationOutcome,
} from '@vaga/contract';
import type {
  DeliveryPeriod,
  NotificationStatisticsRepository,
} from './notification-statistics.repository.ts';

const OUTCOMES = new Set<string>(['sent', 'failed', 'skipped'] satisfies NotificationOutcome[]);

/** Every channel and kind at zero, in the contract's order. */
export const emptyNotificationFigures = (): NotificationFigures =>
  OUTSIDE_CHANNELS.flatMap((channel) =>
    NOTIFICATION_KINDS.map((kind) => ({ channel, kind, sent: 0, failed: 0, skipped: 0 })),
  );

/** The notifications' figures the statistics compose: deliveries settled, by period. */
export class NotificationStatisticsService {
  constructor(private readonly repository: NotificationStatisticsRepository) {}

  async periodCounts(periods: readonly DeliveryPeriod[]): Promise<NotificationFigures[]> {
    const out = periods.map(emptyNotificationFigures);
    for (const row of await this.repository.settledCounts(periods)) {
      const cell = out[row.period].find((c) => c.channel === row.channel && c.kind === row.kind);
      if (cell && OUTCOMES.has(row.state)) cell[row.state as NotificationOutcome] += row.count;
    }
    return out;
  }
}
