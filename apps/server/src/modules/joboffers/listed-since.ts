import { LIMITS } from '@vaga/contract';
import { validityWindow } from './joboffer-validity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest publication instant whose vacancy is still before `boundary` of its window at
 * `now` — the exact inverse of validityWindow(), found by bisection because calendar months
 * differ in length. The window never ends earlier for a later publication (a month-end
 * publication runs to the end of the shorter month, see joboffer-validity.ts), so the vacancies
 * still listed are exactly those published since this instant: lists compare `published_at` with
 * it, the database filters with an index, and every list agrees with stateAt() to the
 * millisecond.
 */
export function publishedSince(now: Date, boundary: 'expiresAt' | 'removedAt'): Date {
  const after = (published: number) =>
    validityWindow(new Date(published))[boundary].getTime() > now.getTime();
  // The window spans four months (at most 123 days) plus, for removal, 15 days.
  const span =
    (LIMITS.jobOfferValidMonths * 31 + LIMITS.jobOfferRemovedDaysAfterExpiry + 5) * DAY_MS;
  let lo = now.getTime() - span; // not after
  let hi = now.getTime(); // after
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (after(mid)) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}
