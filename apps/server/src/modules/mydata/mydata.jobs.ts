import type { App } from '../../platform/types.ts';

/** How often records past the retention period are deleted. */
export const RETENTION_JOB_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const RETENTION_JOB = 'mydata.retention';

/**
 * The retention job: once a day, across instances, deletes what the service kept past
 * DATA_RETENTION_YEARS after it closed.
 */
export function scheduleMyDataJobs(app: App): void {
  app.scheduler.every(RETENTION_JOB, RETENTION_JOB_INTERVAL_MS, async () => {
    const outcome = await app.services.myDataRetention.run();
    app.log.info({ outcome }, 'records past the retention period deleted');
  });
}
