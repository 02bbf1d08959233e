import { addMacaoMonths, LIMITS } from '@vaga/contract';

/**
 * Validity of a vacancy (spec §4, §9): valid for four calendar months from publication, then
 * invalid (shown with the expired message, cannot be booked), and removed 15 days after expiry
 * (no longer listed; its detail answers BE_JOBOFFER_INVALID).
 *
 * Months are counted on Macao's calendar (addMacaoMonths): published on 31 January
 * at 10:00 Macao time, a vacancy expires on 31 May at 10:00; published on 31 October it expires
 * on 28 (or 29) February, the last day of that month. Every state is computed from the clock at
 * the moment of asking, so it is right even if no background sweep has run.
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
  const expiresAt = addMacaoMonths(new Date(publishedAt), LIMITS.jobOfferValidMonths);
  const removedAt = new Date(expiresAt.getTime() + LIMITS.jobOfferRemovedDaysAfterExpiry * DAY_MS);
  return { expiresAt, removedAt };
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
