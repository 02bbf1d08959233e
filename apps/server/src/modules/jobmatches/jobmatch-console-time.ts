import { macaoWallClock } from '@vaga/contract';

/**
 * The instant of a Macao local date and time typed as `YYYY-MM-DDTHH:mm`; null when it names no
 * real moment (e.g. 2026-02-30T10:00 or 24:00).
 */
export function macaoLocalToInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const asWall = new Date(wall);
  if (
    asWall.getUTCFullYear() !== year ||
    asWall.getUTCMonth() !== month - 1 ||
    asWall.getUTCDate() !== day ||
    asWall.getUTCHours() !== hour ||
    asWall.getUTCMinutes() !== minute
  ) {
    return null;
  }
  // The wall clock read at `wall` as if it were an instant gives Macao's offset there.
  const offset = macaoWallClock(asWall).getTime() - wall;
  const instant = new Date(wall - offset);
  return macaoWallClock(instant).getTime() === wall ? instant : null;
}
