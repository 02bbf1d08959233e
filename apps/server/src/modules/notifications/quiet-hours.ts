import { macaoWallClock } from '@vaga/contract';

/** Quiet hours in Macao time: push and SMS wait from 22:00 until 08:00. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

/**
 * When a push or SMS due at `at` may go: at once outside quiet hours, else at the next 08:00
 * in Macao; but never held past `deadline` (an interview's reply-by time): when 08:00 would
 * come after it, it goes at once.
 */
export function afterQuietHours(at: Date, deadline?: Date | null): Date {
  const wall = macaoWallClock(at);
  const hour = wall.getUTCHours();
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const offset = wall.getTime() - at.getTime();
  const morning = new Date(wall);
  morning.setUTCHours(QUIET_UNTIL_HOUR, 0, 0, 0);
  if (hour >= QUIET_FROM_HOUR) morning.setTime(morning.getTime() + 24 * HOUR_MS);
  const release = new Date(morning.getTime() - offset);
  if (deadline && release.getTime() >= deadline.getTime()) return at;
  return release;
}
