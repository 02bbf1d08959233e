import type { App } from '../../platform/types.ts';

/** How often registrations past their validity are persisted as expired. */
export const JOBSEEK_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
/** The job's name on the platform scheduler. */
export const JOBSEEK_EXPIRY_JOB = 'jobseeks.expire-registrations';
/** The job that tells holders their registration expires within 14 days (hourly, once). */
export const JOBSEEK_EXPIRING_JOB = 'jobseeks.notice-expiring';

/**
 * A valid registration expires after its last valid day (spec §4). Every read derives it from
 * the clock; this recurring job (once across instances, hourly) persists it with a system
 * history row, so the seeker may register again. A second writes the notices of registrations
 * expiring soon, keyed by their last day, so a second run (or instance) adds nothing.
 */
export function scheduleJobSeekExpiry(app: App): void {
  app.scheduler.every(JOBSEEK_EXPIRY_JOB, JOBSEEK_EXPIRY_INTERVAL_MS, async () => {
    await app.services.jobSeeks.expireOverdue();
  });
  app.scheduler.every(JOBSEEK_EXPIRING_JOB, JOBSEEK_EXPIRY_INTERVAL_MS, async () => {
    await app.services.jobSeeks.noticeExpiring();
  });
}
