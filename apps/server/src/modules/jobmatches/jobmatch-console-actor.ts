import { macaoLocalToInstant, validationMessage, type JobMatchActor } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';

/** Who acts in the console: an employer for its own vacancies, or staff for any employer. */
export interface ConsoleActor {
  actor: Extract<JobMatchActor, 'employer' | 'staff'>;
  accountId: number;
  /** The employer whose matches the caller may see; null for staff (all). */
  employerId: number | null;
}

/** The console caller as an actor: staff, or an employer; anyone else is FORBIDDEN_ROLE. */
export function actorOf(account: AuthAccount): ConsoleActor {
  if (account.accountType === 'staff') {
    return { actor: 'staff', accountId: account.id, employerId: null };
  }
  if (account.accountType === 'employer' && account.employerId !== null) {
    return { actor: 'employer', accountId: account.id, employerId: account.employerId };
  }
  throw new AppError('FORBIDDEN_ROLE');
}

/** The instant of a Macao local date-time that must lie in the future (VALIDATION_FAIL else). */
export function futureInstant(local: string, now: Date): string {
  const instant = macaoLocalToInstant(local);
  if (!instant) {
    throw new AppError('VALIDATION_FAIL', [
      'body.interviewAt',
      validationMessage('validation.date'),
    ]);
  }
  if (instant.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAIL', [
      'body.interviewAt',
      validationMessage('validation.futureRequired'),
    ]);
  }
  return instant.toISOString();
}
