import { JOB_MATCH_STATUS, LIMITS } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { NewMatchFacts } from './jobmatches-shared.repository.ts';

/**
 * The seeker's cap of active matches, worded for whoever made the match: the seeker reads about
 * their own requests, the console (an employer's invitation, a staff referral) about the seeker's.
 */
export function seekerCapRefusal(asker: 'seeker' | 'console'): AppError {
  return new AppError(
    asker === 'seeker'
      ? 'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT'
      : 'BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
    [LIMITS.activeInterviewRequestsPerSeeker],
  );
}

/**
 * A vacancy is booked once: a second request is refused with what became of the first, in the
 * seeker's words — still in progress, declined by the employer, an invitation not accepted, or
 * an interview had.
 */
export function earlierMatchRefusal(status: number): AppError {
  if (status === JOB_MATCH_STATUS.declined) return new AppError('BE_INTERVIEW_REQUEST_DECLINED');
  if (
    status === JOB_MATCH_STATUS.rejected ||
    status === JOB_MATCH_STATUS.expired ||
    status === JOB_MATCH_STATUS.withdrawn
  ) {
    return new AppError('BE_INTERVIEW_INVITATION_REFUSED');
  }
  if (
    status === JOB_MATCH_STATUS.requested ||
    status === JOB_MATCH_STATUS.invited ||
    status === JOB_MATCH_STATUS.arranged
  ) {
    return new AppError('BE_INTERVIEW_ALREADY_REQUESTED');
  }
  return new AppError('BE_ALREADY_INTERVIEW');
}

/**
 * The refusal of a booking, from what was read under the seeker's and the vacancy's locks, in
 * the order of spec §5 (the checks before them — resident, resume, age, dates, validity — run
 * first); null when the booking may be written. `asker` is who books: the seeker, or staff
 * referring the seeker from the console.
 */
export function bookingRefusal(
  facts: NewMatchFacts,
  booking: { jobOfferId: number; cvUid: string | null; ownCv: boolean },
  asker: 'seeker' | 'console' = 'seeker',
): AppError | null {
  const vacancy = facts.vacancy;
  // Vacancies of a job-matching event are booked through the event.
  if (!vacancy || vacancy.eventId !== null) {
    return new AppError('BE_JOBOFFER_INVALID', [booking.jobOfferId]);
  }
  if (facts.earlierStatus !== null) {
    // The console hears that the seeker has a match for it; the seeker what became of theirs.
    return asker === 'seeker'
      ? earlierMatchRefusal(facts.earlierStatus)
      : new AppError('BE_ALREADY_INTERVIEW');
  }
  if (facts.seekerActive >= LIMITS.activeInterviewRequestsPerSeeker) {
    return seekerCapRefusal(asker);
  }
  const cap = vacancy.maxActiveInterviews;
  if (cap !== null && facts.vacancyActive >= cap) {
    return new AppError('BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT', [cap]);
  }
  if (vacancy.needCv === 1 && booking.cvUid === null) return new AppError('BE_CV_MUST_ATTACHED');
  if (!booking.ownCv) return new AppError('NOT_FOUND');
  return null;
}
