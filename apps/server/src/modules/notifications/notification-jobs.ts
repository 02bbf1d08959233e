import type { App } from '../../platform/types.ts';
import { DELIVER_JOB, DELIVERY_ATTEMPTS, DELIVERY_RETRY_MS } from './notifications.service.ts';

/** The outbox relay's recurring job: catches deliveries a crash left off the scheduler. */
export const RELAY_JOB = 'notifications.relay';
export const RELAY_INTERVAL_MS = 30 * 1000;

/** The outbox depth on /metrics: pending deliveries, by whether their job is on the scheduler. */
export const OUTBOX_GAUGE = 'vaga_outbox_pending_deliveries';

/** The notifications' jobs on the platform scheduler, and the outbox's gauge. */
export function scheduleNotificationJobs(app: App): void {
  app.scheduler.define(
    DELIVER_JOB,
    async (job) => {
      const { deliveryId } = job.payload as { deliveryId: number };
      await app.services.notifications.deliver(deliveryId, job.attempt);
    },
    { maxAttempts: DELIVERY_ATTEMPTS, retryMs: DELIVERY_RETRY_MS },
  );
  app.scheduler.every(RELAY_JOB, RELAY_INTERVAL_MS, async () => {
    await app.services.notifications.relay();
  });
  app.metrics.gauge({
    name: OUTBOX_GAUGE,
    help: 'Notification deliveries pending (the outbox), by whether the relay has put their job on the scheduler',
    labelNames: ['queued'],
    async read() {
      const depth = await app.services.notifications.outboxDepth();
      return [
        { labels: { queued: 'yes' }, value: depth.queued },
        { labels: { queued: 'no' }, value: depth.unqueued },
      ];
    },
  });
}
