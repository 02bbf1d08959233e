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

/** How often arranged interviews without a result are looked for. */
export const NO_RESULT_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The job's name on the platform scheduler. */
export const NO_RESULT_JOB = 'jobmatches.close-unreported-interviews';

/**
 * An arranged interview whose date is more than 30 days past, with no result from the seeker's
 * survey or the employer, is closed as "no result recorded" (noResult), freeing the seeker's and
 * the vacancy's active slots (spec §8: the block lasts "until a result is updated").
 */
export function scheduleUnreportedInterviewClosing(app: App): void {
  app.scheduler.every(NO_RESULT_JOB, NO_RESULT_INTERVAL_MS, async () => {
    await app.services.jobMatches.closeUnreported();
  });
}
