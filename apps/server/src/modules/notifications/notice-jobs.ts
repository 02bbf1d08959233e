import type { App } from '../../platform/types.ts';

/** How often the reminders written by a job look for what is due (hourly, once across instances). */
export const NOTICE_JOBS_INTERVAL_MS = 60 * 60 * 1000;
export const JOBSEEK_EXPIRING_JOB = 'jobseeks.notice-expiring';
export const DRAFT_EXPIRING_JOB = 'unemployment.notice-expiring-drafts';
export const EVENT_REMINDER_JOB = 'events.remind-tomorrow';
export const FAVOURITE_EXPIRING_JOB = 'favorites.notice-expiring';

/**
 * The notices no change causes, only time: a job-seeking registration expiring within 14 days,
 * an unemployment draft deleted within 3 days, an event session tomorrow, a saved vacancy
 * expiring within 3 days. Each recurring job writes its notices with a key naming what they
 * tell of, so a second run (or a second instance) adds nothing.
 */
export function scheduleNoticeJobs(app: App): void {
  const { services, scheduler } = app;
  scheduler.every(JOBSEEK_EXPIRING_JOB, NOTICE_JOBS_INTERVAL_MS, async () => {
    await services.jobSeeks.noticeExpiring();
  });
  scheduler.every(DRAFT_EXPIRING_JOB, NOTICE_JOBS_INTERVAL_MS, async () => {
    await services.unemployment.noticeExpiringDrafts();
  });
  scheduler.every(EVENT_REMINDER_JOB, NOTICE_JOBS_INTERVAL_MS, async () => {
    await services.eventRegistrations.remindTomorrow();
  });
  scheduler.every(FAVOURITE_EXPIRING_JOB, NOTICE_JOBS_INTERVAL_MS, async () => {
    await services.favorites.noticeExpiring();
  });
}
