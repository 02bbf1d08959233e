import {
  addMacaoMonths,
  LIMITS,
  macaoDayStart,
  macaoToday,
  macaoWallClock,
  shiftDate,
} from '@vaga/contract';

/**
 * Validity of a vacancy (spec §4, §9): valid for four calendar months from publication, then
 * invalid (shown with the expired message, cannot be booked), and removed 15 days after expiry
 * (no longer listed; its detail answers BE_JOBOFFER_INVALID).
 *
 * Months are counted on Macao's calendar (addMacaoMonths): published on 31 January
 * at 10:00 Macao time, a vacancy expires on 31 May at 10:00. A publication on a day the fourth
 * month lacks runs to the end of that month's last day: published on 29, 30 or 31 October at
 * any hour, it is valid through 28 February (29 in a leap year) and expires at 00:00 on 1 March.
 * So a later publication never expires earlier (published on 30 July at 11:00 it expires on
 * 30 November at 11:00; on 31 July at 09:00, at 00:00 on 1 December, not at 09:00 on 30
 * November), and the vacancies still listed at an instant are every publication since one
 * instant: lists filter them with one bound (publishedSince()).
 * Every state is computed from the clock at the moment of asking, so it is right even if no
 * background sweep has run.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type JobOfferState = 'VALID' | 'EXPIRED' | 'REMOVED';

export interface ValidityWindow {
  /** First instant at which the vacancy is no longer valid. */
  expiresAt: Date;
  /** First instant at which the vacancy is no longer listed. */
  removedAt: Date;
}

export function validityWindow(publishedAt: Date | string): ValidityWindow {
  const expiresAt = expiryOf(new Date(publishedAt));
  const removedAt = new Date(expiresAt.getTime() + LIMITS.jobOfferRemovedDaysAfterExpiry * DAY_MS);
  return { expiresAt, removedAt };
}

/** Four Macao months after publication, or the end of the fourth month when it lacks the day. */
function expiryOf(published: Date): Date {
  const expires = addMacaoMonths(published, LIMITS.jobOfferValidMonths);
  if (macaoWallClock(expires).getUTCDate() === macaoWallClock(published).getUTCDate()) {
    return expires;
  }
  return macaoDayStart(shiftDate(macaoToday(expires), 0, 1));
}

/** The state of a vacancy at an instant, from its expiry and removal instants (ISO text or Date). */
export function stateAt(
  window: { expiresAt: Date | string; removedAt: Date | string },
  now: Date,
): JobOfferState {
  const t = now.getTime();
  if (t >= new Date(window.removedAt).getTime()) return 'REMOVED';
  if (t >= new Date(window.expiresAt).getTime()) return 'EXPIRED';
  return 'VALID';
}
