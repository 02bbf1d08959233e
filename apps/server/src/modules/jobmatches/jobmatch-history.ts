import {
  erasureWithdrawalReason,
  JOB_MATCH_STATUS,
  type ApiLanguage,
  type JobMatchActor,
  type JobMatchHistoryEntry,
  type LabelAudience,
} from '@vaga/contract';
import { plainText, richAsPlainText } from '../../platform/free-text.ts';
import type { JobMatchEventRow, JobMatchRow } from './jobmatches.repository.ts';
import {
  expiryReason as expiryReasonIn,
  noResultReason,
  rejectReasonText,
  statusDesc,
} from './jobmatch-labels.ts';
import { effectiveStatus } from './jobmatch-status.ts';

/**
 * A match's history in a language, worded for the seeker or the consoles: every status it took, when, by whom and why. Rejections
 * show the seeker's reason and automatic rejections theirs in the request's language; an
 * invitation past its reply time that the expiry job has not stored yet shows its expiry too.
 */
export function historyOf(
  events: JobMatchEventRow[],
  row: JobMatchRow,
  lang: ApiLanguage,
  now: Date,
  audience: LabelAudience,
): JobMatchHistoryEntry[] {
  const expiryReason = expiryReasonIn(lang);
  const history = events.map((e) => ({
    status: e.status,
    statusDesc: statusDesc(e.status, lang, audience),
    at: e.at,
    actor: e.actor as JobMatchActor,
    // Plain text: a reason, or the remark of an invitation or arrangement with its markup read
    // as text (platform/free-text.ts).
    reason:
      e.status === JOB_MATCH_STATUS.rejected
        ? plainText(rejectReasonText(row.reject_reason_id, row.reject_other, lang, audience))
        : e.status === JOB_MATCH_STATUS.expired && e.actor === 'system'
          ? expiryReason
          : e.status === JOB_MATCH_STATUS.noResult && e.actor === 'system'
            ? noResultReason(lang)
            : e.status === JOB_MATCH_STATUS.withdrawn
              ? erasureWithdrawalReason(lang)
              : e.reason && richAsPlainText(e.reason),
  }));
  const status = effectiveStatus(row.status, row.reply_due_at, now);
  if (status === JOB_MATCH_STATUS.expired && row.status === JOB_MATCH_STATUS.invited) {
    history.push({
      status,
      statusDesc: statusDesc(status, lang, audience),
      at: row.reply_due_at ?? now.toISOString(),
      actor: 'system',
      reason: expiryReason,
    });
  }
  return history;
}
