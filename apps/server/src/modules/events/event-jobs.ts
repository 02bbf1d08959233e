import type { App } from '../../platform/types.ts';

/** How often the event reminders look for sessions tomorrow (hourly, once across instances). */
export const EVENT_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const EVENT_REMINDER_JOB = 'events.remind-tomorrow';

/**
 * The day before a session, its registrants are reminded: a recurring job writes the notices
 * keyed by registration and session day, so a second run (or a second instance) adds nothing.
 */
export function scheduleEventJobs(app: App): void {
  app.scheduler.every(EVENT_REMINDER_JOB, EVENT_REMINDER_INTERVAL_MS, async () => {
    await app.services.eventRegistrations.remindTomorrow();
  });
}
