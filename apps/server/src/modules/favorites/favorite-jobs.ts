import type { App } from '../../platform/types.ts';

/** How often saved vacancies expiring soon are looked for (hourly, once across instances). */
export const FAVOURITE_EXPIRING_INTERVAL_MS = 60 * 60 * 1000;
export const FAVOURITE_EXPIRING_JOB = 'favorites.notice-expiring';

/**
 * A saved vacancy expiring within 3 days is told of to its saver: a recurring job writes the
 * notices keyed by vacancy and publication, so a second run (or a second instance) adds nothing.
 */
export function scheduleFavoriteJobs(app: App): void {
  app.scheduler.every(FAVOURITE_EXPIRING_JOB, FAVOURITE_EXPIRING_INTERVAL_MS, async () => {
    await app.services.favorites.noticeExpiring();
  });
}
