import {
  JOB_MATCH_STATUS,
  LIMITS,
  replyDeadline,
  type CancelInterview,
  type ChangeInterview,
  type JobMatchStatus,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { futureInstant, type ConsoleActor } from './jobmatch-console-actor.ts';
import { cancellationNotice, changeNotice, reminderKey } from './jobmatch-notices.ts';
import { effectiveStatus } from './jobmatch-status.ts';
import type {
  ConsoleMatchRow,
  JobMatchesConsoleRepository,
} from './jobmatches-console.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An employer (or staff) moves or cancels an interview not yet held: an arranged interview, or
 * an invitation still waiting for its reply. Each change raises the calendar entry's SEQUENCE,
 * writes the match's history and tells the seeker, whose e-mail carries the entry that
 * replaces the one they hold (docs/decisions.md, "Interview changes and calendar entries").
 */
export class JobMatchReschedule {
  constructor(
    private readonly repository: Pick<PublicMembers<JobMatchesConsoleRepository>, 'transition'>,
    private readonly clock: Clock,
    private readonly notifications?: () => Pick<
      NotificationsService,
      'write' | 'cancel' | 'relayQuietly'
    >,
  ) {}

  /** The interview's status if it may still be changed; BE_JOBMATCH_STATE_INVALID otherwise. */
  private changeable(row: ConsoleMatchRow, now: Date): JobMatchStatus {
    const status = effectiveStatus(row.status, row.reply_due_at, now);
    const upcoming = row.interview_at !== null && new Date(row.interview_at) > now;
    if (
      (status !== JOB_MATCH_STATUS.arranged && status !== JOB_MATCH_STATUS.invited) ||
      !upcoming
    ) {
      throw new AppError('BE_JOBMATCH_STATE_INVALID');
    }
    return status;
  }

  /**
   * Moves the interview to another time or place. An invitation's reply deadline follows the
   * new time (the earlier of its 10 days and the day before) and must still leave a day.
   */
  async change(actor: ConsoleActor, row: ConsoleMatchRow, body: ChangeInterview): Promise<void> {
    const now = this.clock.now();
    const interviewAt = futureInstant(body.interviewAt, now);
    const status = this.changeable(row, now);
    let replyDueAt: string | undefined;
    if (status === JOB_MATCH_STATUS.invited) {
      const due = replyDeadline(new Date(row.created_at), new Date(interviewAt));
      if (due.getTime() - now.getTime() < LIMITS.interviewReplyMinimumHours * HOUR_MS) {
        throw new AppError('BE_INTERVIEW_REPLY_TIME_TOO_SHORT');
      }
      replyDueAt = due.toISOString();
    }
    const deadlineMoved = replyDueAt !== undefined && replyDueAt !== row.reply_due_at;
    const moved = await this.repository.transition(
      row.id,
      status,
      status,
      {
        interview_at: interviewAt,
        location: body.location,
        contact_phone: body.contactPhone,
        // A remark given with the change replaces the one the seeker reads; none keeps it.
        remark: body.remark || row.remark,
        calendar_sequence: row.calendar_sequence + 1,
        ...(replyDueAt ? { reply_due_at: replyDueAt } : {}),
      },
      this.event(actor, body.remark || null, now),
      async (trx, match) => {
        const outbox = this.notifications?.();
        if (!outbox) return;
        // The reminder was timed by the old deadline.
        if (deadlineMoved) await outbox.cancel(trx, reminderKey(match), match.account_id);
        await outbox.write(trx, [changeNotice(match)]);
      },
    );
    if (!moved) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    await this.notifications?.().relayQuietly();
  }

  /** Cancels the interview or invitation (→ declined, with the reason the seeker reads). */
  async cancel(actor: ConsoleActor, row: ConsoleMatchRow, body: CancelInterview): Promise<void> {
    const now = this.clock.now();
    const status = this.changeable(row, now);
    const moved = await this.repository.transition(
      row.id,
      status,
      JOB_MATCH_STATUS.declined,
      { decline_reason: body.reason, calendar_sequence: row.calendar_sequence + 1 },
      this.event(actor, body.reason, now),
      async (trx, match) => {
        const outbox = this.notifications?.();
        if (!outbox) return;
        await outbox.cancel(trx, reminderKey(match), match.account_id);
        await outbox.write(trx, [cancellationNotice(match, body.reason)]);
      },
    );
    if (!moved) throw new AppError('BE_JOBMATCH_STATE_INVALID');
    await this.notifications?.().relayQuietly();
  }

  private event(actor: ConsoleActor, reason: string | null, now: Date) {
    return {
      actor: actor.actor,
      actorAccountId: actor.accountId,
      reason,
      at: now.toISOString(),
    };
  }
}
