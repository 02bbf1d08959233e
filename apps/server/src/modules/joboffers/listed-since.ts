import { LIMITS } from '@vaga/contract';
import { validityWindow } from './joboffer-validity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest publication instant whose vacancy is still before `boundary` of its window at
 * `now` — the exact inverse of validityWindow(), found by bisection because calendar months
 * clamp at month ends (31 October + 4 months = 28 February). Lists compare `published_at`
 * with it, so the database filters with an index and agrees with stateAt() to the millisecond.
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
