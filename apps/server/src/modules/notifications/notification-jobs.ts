import type { App } from '../../platform/types.ts';
import { DELIVER_JOB, DELIVERY_ATTEMPTS, DELIVERY_RETRY_MS } from './notifications.service.ts';

/** The outbox relay's recurring job: catches deliveries a crash left off the scheduler. */
export const RELAY_JOB = 'notifications.relay';
export const RELAY_INTERVAL_MS = 30 * 1000;

/** The notifications' jobs on the platform scheduler. */
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
}
