import { matchPath, paths, type ApiLanguage } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Notice } from '../notifications/outbox-write.ts';
import type { AttachmentBuilder } from '../notifications/ports.ts';
import type { Trx } from './jobmatches-shared.repository.ts';

/** What interview matches tell people through (the notifications module's outbox). */
export type InterviewOutbox = Pick<NotificationsService, 'write' | 'cancel' | 'relayQuietly'>;

/** The interview facts the notices name (a stored match's columns). */
export interface InterviewMatch {
  id: number;
  uid: string;
  account_id: number;
  employer_id: number;
  job_offer_id: number;
  reply_due_at: string | null;
  interview_at: string | null;
  decline_reason: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The reminder goes this long before the automatic rejection. */
export const REMINDER_BEFORE_MS = 3 * DAY_MS;

const seekerLink = (m: InterviewMatch) => paths.interviewDetails(m.uid);
const employerLink = (m: InterviewMatch) => matchPath('employer', m.uid);
const params = (m: InterviewMatch) => ({
  matchUid: m.uid,
  jobOfferId: m.job_offer_id,
  replyBy: m.reply_due_at,
  interviewAt: m.interview_at,
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

/** The invitation lapsed: rejected automatically. */
export function expiryNotice(m: InterviewMatch): Notice {
  return {
    to: { accountId: m.account_id },
    event: 'interview.expired',
    params: params(m),
    link: seekerLink(m),
    key: `jobmatch:${m.id}:expired`,
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
    params: { ...params(m), reason: answer === 'refused' ? m.decline_reason : null },
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
  await outbox.write(trx, [replyNotice(m, accepted)]);
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

/**
 * The file the e-mail of an arranged interview carries: its calendar entry (the app's .ics),
 * registered with the notifications at start-up. None when the interview is no longer arranged.
 */
export function interviewCalendarAttachment(
  calendar: (
    accountId: number,
    uid: string,
    lang: ApiLanguage,
  ) => Promise<{ fileName: string; body: string }>,
): AttachmentBuilder {
  return async ({ accountId, params }, language) => {
    if (typeof params.matchUid !== 'string') return null;
    try {
      const { fileName, body } = await calendar(accountId, params.matchUid, language);
      return {
        filename: fileName,
        content: body,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      };
    } catch (error) {
      // No longer arranged (changed since): the e-mail goes without the entry.
      if (error instanceof AppError) return null;
      throw error;
    }
  };
}
