import { z } from 'zod';

/**
 * The events in figures: for each event with a session in the range, its registrations, the
 * registrations checked in and the show-up rate, and the same for each of its sessions. Counts of
 * people are null for 1 to 4 (read "fewer than 5"); a rate is given only when both its counts are.
 */

const People = z.number().int().min(0).nullable();
/** Checked in ÷ registered, 0 to 1; null when either count is withheld or none registered. */
const Rate = z.number().min(0).max(1).nullable();

/** The most events one answer lists (the earliest sessions first). */
export const STATISTICS_EVENTS_MAX = 100;

export const EventSessionFiguresSchema = z.object({
  sessionId: z.number().int(),
  /** The session's Macao day and times. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Registrations that chose the session. */
  registered: People,
  /** Of those, checked in on the session's day. */
  checkedIn: People,
  showUpRate: Rate,
});
export type EventSessionFigures = z.infer<typeof EventSessionFiguresSchema>;

export const EventFiguresSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  registered: People,
  checkedIn: People,
  showUpRate: Rate,
  /** The event's sessions in the range, by day and time. */
  sessions: z.array(EventSessionFiguresSchema),
});
export type EventFigures = z.infer<typeof EventFiguresSchema>;
