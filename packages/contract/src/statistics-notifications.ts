import { z } from 'zod';
import { NOTIFICATION_KINDS, OUTSIDE_CHANNELS } from './notifications.ts';

/**
 * The notifications of a period in figures: deliveries outside the app (e-mail, push, SMS) that
 * settled in it, by channel and kind. Deliveries are messages, not people: never withheld.
 */

/** How a delivery settled: sent, failed (its attempts spent), skipped (channel off, no address). */
export const NOTIFICATION_OUTCOMES = ['sent', 'failed', 'skipped'] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

export const NotificationCountSchema = z.object({
  channel: z.enum(OUTSIDE_CHANNELS),
  kind: z.enum(NOTIFICATION_KINDS),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

/** Every channel and kind, in the order of OUTSIDE_CHANNELS then NOTIFICATION_KINDS. */
export const NotificationFiguresSchema = z.array(NotificationCountSchema);
export type NotificationFigures = z.infer<typeof NotificationFiguresSchema>;
