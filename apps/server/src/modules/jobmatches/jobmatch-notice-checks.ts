import { JOB_MATCH_STATUS, type JobMatchStatus, type NotificationEvent } from '@vaga/contract';
import type { NoticeCheck } from '../notifications/notice-checks.ts';

/** The seeker's match as a notice about it sees it now; null when it is gone. */
export type MatchNoticeFacts = (
  accountId: number,
  uid: string,
) => Promise<{ status: JobMatchStatus; interviewAhead: boolean } | null>;

/** The seeker's notices that hold only while their invitation waits for a reply. */
export const INVITATION_NOTICES: readonly NotificationEvent[] = [
  'interview.invited',
  'interview.reminder',
];
/** The seeker's notices that hold only while their interview is arranged and still ahead. */
export const ARRANGED_NOTICES: readonly NotificationEvent[] = ['interview.arranged'];

/**
 * Whether an interview notice to a seeker still holds when its delivery's turn comes
 * (registered with the notifications at start-up): an invitation or its reminder while the
 * invitation waits for a reply, an arranged interview while it is arranged and not yet past.
 */
export function interviewNoticeCheck(facts: MatchNoticeFacts): NoticeCheck {
  return async ({ accountId, event, params }) => {
    if (typeof params.matchUid !== 'string') return null;
    const match = await facts(accountId, params.matchUid);
    if (!match) return 'gone';
    if (INVITATION_NOTICES.includes(event)) {
      return match.status === JOB_MATCH_STATUS.invited ? null : 'invitationAnswered';
    }
    return match.status === JOB_MATCH_STATUS.arranged && match.interviewAhead
      ? null
      : 'interviewNotArranged';
  };
}
