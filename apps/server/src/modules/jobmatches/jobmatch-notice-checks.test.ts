import { describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, type JobMatchStatus, type NotificationEvent } from '@vaga/contract';
import { interviewNoticeCheck } from './jobmatch-notice-checks.ts';

/** The check over one match of the given status (null: no such match). */
const checkOver = (match: { status: JobMatchStatus; interviewAhead: boolean } | null) =>
  interviewNoticeCheck(async () => match);
const subject = (event: NotificationEvent) => ({
  accountId: 5,
  event,
  params: { matchUid: 'uid-1', jobOfferId: 3 },
});

describe('interview notices hold while what they tell of still stands', () => {
  it('an invitation and its reminder, while the invitation waits for a reply', async () => {
    const waiting = checkOver({ status: JOB_MATCH_STATUS.invited, interviewAhead: true });
    expect(await waiting(subject('interview.invited'))).toBeNull();
    expect(await waiting(subject('interview.reminder'))).toBeNull();
    for (const status of [
      JOB_MATCH_STATUS.arranged,
      JOB_MATCH_STATUS.declined,
      JOB_MATCH_STATUS.expired,
    ]) {
      const answered = checkOver({ status, interviewAhead: true });
      expect(await answered(subject('interview.invited'))).toBe('invitationAnswered');
      expect(await answered(subject('interview.reminder'))).toBe('invitationAnswered');
    }
  });

  it('an arranged interview, while it is arranged and still ahead', async () => {
    const arranged = checkOver({ status: JOB_MATCH_STATUS.arranged, interviewAhead: true });
    expect(await arranged(subject('interview.arranged'))).toBeNull();
    const past = checkOver({ status: JOB_MATCH_STATUS.arranged, interviewAhead: false });
    expect(await past(subject('interview.arranged'))).toBe('interviewNotArranged');
    const closed = checkOver({ status: JOB_MATCH_STATUS.absent, interviewAhead: false });
    expect(await closed(subject('interview.arranged'))).toBe('interviewNotArranged');
  });

  it('none of them once the match is gone', async () => {
    expect(await checkOver(null)(subject('interview.invited'))).toBe('gone');
  });
});
