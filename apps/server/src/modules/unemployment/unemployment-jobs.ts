import type { App } from '../../platform/types.ts';

/** How often drafts past their days are discarded and unknown files swept. */
export const UNEMPLOYMENT_JOBS_INTERVAL_MS = 60 * 60 * 1000;
export const UNEMPLOYMENT_DRAFT_EXPIRY_JOB = 'unemployment.discard-drafts';
export const UNEMPLOYMENT_FILE_SWEEP_JOB = 'unemployment.sweep-files';
/** The job that tells holders their draft is deleted within 3 days. */
export const DRAFT_EXPIRING_JOB = 'unemployment.notice-expiring-drafts';

/**
 * A draft not changed for draftDays is gone: every read treats it so, and this hourly job
 * (once across instances) deletes it with its files. A second job, also run when the server
 * starts, removes stored proof files no row knows (a crash between the rename and the commit).
 * A third writes the notices of drafts deleted soon, keyed by their last change, once.
 */
export function scheduleUnemploymentJobs(app: App): void {
  const files = () => app.services.unemploymentFiles;
  app.scheduler.every(UNEMPLOYMENT_DRAFT_EXPIRY_JOB, UNEMPLOYMENT_JOBS_INTERVAL_MS, async () => {
    await files().discardExpiredDrafts();
  });
  app.scheduler.every(UNEMPLOYMENT_FILE_SWEEP_JOB, UNEMPLOYMENT_JOBS_INTERVAL_MS, async () => {
    await files().sweepOrphans();
  });
  app.scheduler.every(DRAFT_EXPIRING_JOB, UNEMPLOYMENT_JOBS_INTERVAL_MS, async () => {
    await app.services.unemployment.noticeExpiringDrafts();
  });
  app.addHook('onReady', async () => {
    // A store out of reach does not stop the start: the hourly job sweeps later.
    const swept = await files()
      .sweepOrphans()
      .catch((err: unknown) => app.log.warn({ err }, 'proof files not swept at start'));
    if (swept) app.log.warn({ swept }, 'removed proof files no registration knows');
  });
}
