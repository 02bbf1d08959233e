import type { App } from '../../platform/types.ts';

/** How often unanswered invitations are persisted as expired. */
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
/** The job's name on the platform scheduler. */
export const EXPIRY_JOB = 'jobmatches.expire-invitations';

/**
 * Invitations not answered within 10 days are rejected automatically (spec §4, §9). Every read
 * derives it from the clock; this recurring job (once across instances, hourly) persists it,
 * with a system history row giving the reason.
 */
export function scheduleInvitationExpiry(app: App): void {
  app.scheduler.every(EXPIRY_JOB, EXPIRY_INTERVAL_MS, async () => {
    await app.services.jobMatches.expireOverdue();
  });
}
