import { AUTHORED_LOCALES, type AuthoredLocale } from '@vaga/contract';
import { JOB_MATCH_STATUS, matchPath, paths, type JobMatchResult } from '@vaga/contract';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Notice, NoticeParams } from '../notifications/outbox-write.ts';
import type { JobMatchRow, NoticeMatch, Trx } from './jobmatches-shared.repository.ts';
import { statusName } from './jobmatch-labels.ts';

/** What interview matches tell people through (the notifications module's outbox). */
export type InterviewOutbox = Pick<NotificationsService, 'write' | 'cancel' | 'relayQuietly'>;

/** The interview facts the notices name (a stored match's columns, the employer's names). */
export type InterviewMatch = Pick<
  JobMatchRow,
  | 'id'
  | 'uid'
  | 'account_id'
  | 'employer_id'
  | 'job_offer_id'
  | 'reply_due_at'
  | 'interview_at'
  | 'decline_reason'
> &
  Partial<Pick<JobMatchRow, 'status'>> &
  Partial<
    Pick<
      NoticeMatch,
      | 'interview_no'
      | 'location'
      | 'contact_phone'
      | 'calendar_sequence'
      | 'employer_result'
      | 'employerNames'
    >
  >;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long before the automatic rejection. */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

const seekerLink = (m: InterviewMatch) => paths.interviewDetails(m.uid);
const employerLink = (m: InterviewMatch) => matchPath('employer', m.uid);

/** A text kept in every language, as the notices store it (`name.<locale>`). */
function localized(name: string, texts: Record<AuthoredLocale, string> | undefined): NoticeParams {
  if (!texts) return {};
  return Object.fromEntries(AUTHORED_LOCALES.map((locale) => [`${name}.${locale}`, texts[locale]]));
}

/** A result's name in every authored language, as the seeker reads it. */
const resultNames = (result: JobMatchResult) =>
  Object.fromEntries(
    AUTHORED_LOCALES.map((locale) => [locale, statusName(result, locale)]),
  ) as Record<AuthoredLocale, string>;

/**
 * What an interview's notices name: the vacancy (read when shown), the employer, the time and
 * place, the contact phone, the reply-by instant, and the calendar entry's number and version.
 */
const params = (m: InterviewMatch, sequence = m.calendar_sequence ?? 0): NoticeParams => ({
  matchUid: m.uid,
  jobOfferId: m.job_offer_id,
  replyBy: m.reply_due_at,
  interviewAt: m.interview_at,
  place: m.location ?? null,
  phone: m.contact_phone ?? null,
  interviewNo: m.interview_no ?? null,
  sequence,
  ...localized('employer', m.employerNames),
});
export const reminderKey = (m: InterviewMatch) => `jobmatch:${m.id}:reminder`;

/** An invitation: told now (with the reply-by date), and reminded 3 days before it lapses. */
export function invitationNotices(m: InterviewMatch): Notice[] {
  const deadline = m.reply_due_at ? new Date(m.reply_due_at) : null;
  const notices: Notice[] = [
    {
      to: { accountId: m.account_id },
      event: 'interview.invited',
      params: params(m),
      link: seekerLink(m),
      key: `jobmatch:${m.id}:invited`,
      deadline,
    },
  ];
  if (deadline) {
    notices.push({
      to: { accountId: m.account_id },
      event: 'interview.reminder',
      params: params(m),
      link: seekerLink(m),
      key: reminderKey(m),
      at: new Date(deadline.getTime() - REMINDER_BEFORE_MS),
      deadline,
    });
  }
  return notices;
}

/** The invitation lapsed: rejected automatically (its tentative calendar entry withdrawn). */
export function expiryNotice(m: InterviewMatch): Notice {
  return {
    to: { accountId: m.account_id },
    event: 'interview.expired',
    params: params(m, (m.calendar_sequence ?? 0) + 1),
    link: seekerLink(m),
    key: `jobmatch:${m.id}:expired`,
  };
}

/** The seeker's erasure withdrew the match: the employer's accounts are told. */
export function withdrawalNotice(m: InterviewMatch): Notice {
  return {
    to: { employerId: m.employer_id },
    event: 'interview.withdrawn',
    params: params(m),
    link: employerLink(m),
    key: `jobmatch:${m.id}:withdrawn`,
  };
}

/** The invitation lapsed unanswered: the employer's accounts are told, as of a reply. */
export function lapseNotice(m: InterviewMatch): Notice {
  return {
    to: { employerId: m.employer_id },
    event: 'interview.lapsed',
    params: params(m),
    link: employerLink(m),
    key: `jobmatch:${m.id}:lapsed`,
  };
}

/** The seeker answered an invitation: the employer's accounts are told. */
export function replyNotice(m: InterviewMatch, accepted: boolean): Notice {
  return {
    to: { employerId: m.employer_id },
    event: accepted ? 'interview.accepted' : 'interview.declined',
    params: params(m),
    link: employerLink(m),
    key: `jobmatch:${m.id}:reply`,
  };
}

/** A seeker asked for an interview: the employer's accounts are told. */
export function requestNotice(m: InterviewMatch): Notice {
  return {
    to: { employerId: m.employer_id },
    event: 'interview.requested',
    params: params(m),
    link: employerLink(m),
    key: `jobmatch:${m.id}:requested`,
  };
}

/** The employer answered the seeker: the interview arranged, the request refused, the result. */
export function answerNotice(m: InterviewMatch, answer: 'arranged' | 'refused' | 'result'): Notice {
  const event = (
    {
      arranged: 'interview.arranged',
      refused: 'interview.refused',
      result: 'interview.result',
    } as const
  )[answer];
  return {
    to: { accountId: m.account_id },
    event,
    params: {
      ...params(m),
      reason: answer === 'refused' ? m.decline_reason : null,
      ...(answer === 'result' && m.employer_result
        ? localized('result', resultNames(m.employer_result as JobMatchResult))
        : {}),
    },
    link: seekerLink(m),
    key: `jobmatch:${m.id}:${answer}`,
  };
}

/** The seeker replied to an invitation (inside its transaction): no reminder; the employer is told. */
export async function writeReply(
  outbox: Pick<InterviewOutbox, 'write' | 'cancel'>,
  trx: Trx,
  m: InterviewMatch,
  accepted: boolean,
): Promise<void> {
  await outbox.cancel(trx, reminderKey(m), m.account_id);
  await outbox.write(trx, [replyNotice(m, accepted), ...(accepted ? [confirmationNotice(m)] : [])]);
}

/** The seeker accepted an invitation: confirmed to them, with the calendar entry. */
export function confirmationNotice(m: InterviewMatch): Notice {
  return {
    to: { accountId: m.account_id },
    event: 'interview.confirmed',
    params: params(m),
    link: seekerLink(m),
    key: `jobmatch:${m.id}:confirmed`,
  };
}

/** The interview moved to another time or place: the seeker's entry replaced. */
export function changeNotice(m: InterviewMatch): Notice {
  return {
    to: { accountId: m.account_id },
    event: 'interview.changed',
    // An invitation not yet accepted stays tentative in the calendar.
    params: {
      ...params(m),
      calendarStatus: m.status === JOB_MATCH_STATUS.invited ? 'TENTATIVE' : 'CONFIRMED',
    },
    link: seekerLink(m),
    key: `jobmatch:${m.id}:changed:${m.calendar_sequence ?? 0}`,
    deadline: m.interview_at ? new Date(m.interview_at) : null,
  };
}

/** The interview or invitation was cancelled, with the employer's reason. */
export function cancellationNotice(m: InterviewMatch, reason: string): Notice {
  return {
    to: { accountId: m.account_id },
    event: 'interview.cancelled',
    params: { ...params(m), reason },
    link: seekerLink(m),
    key: `jobmatch:${m.id}:cancelled`,
    deadline: m.interview_at ? new Date(m.interview_at) : null,
  };
}

/**
 * The invitation lapsed and was rejected automatically (inside its transaction): no reminder;
 * the seeker and the employer are told.
 */
export async function writeExpiry(
  outbox: Pick<InterviewOutbox, 'write' | 'cancel'>,
  trx: Trx,
  m: InterviewMatch,
): Promise<void> {
  await outbox.cancel(trx, reminderKey(m), m.account_id);
  await outbox.write(trx, [expiryNotice(m), lapseNotice(m)]);
}

/** The match was withdrawn by an erasure (inside its transaction): no reminder; the employer is told. */
export async function writeWithdrawal(
  outbox: Pick<InterviewOutbox, 'write' | 'cancel'>,
  trx: Trx,
  m: InterviewMatch,
): Promise<void> {
  await outbox.cancel(trx, reminderKey(m), m.account_id);
  await outbox.write(trx, [withdrawalNotice(m)]);
}
