import {
  groupOfStatus,
  JOB_MATCH_STATUS,
  pickColumn,
  type ApiLanguage,
  type ConsoleMatchCard,
  type ConsoleMatchDetail,
} from '@vaga/contract';
import { plainText, sanitizeRichText } from '../../platform/free-text.ts';
import { historyOf } from './jobmatch-history.ts';
import { rejectReasonText, statusDesc } from './jobmatch-labels.ts';
import { effectiveStatus } from './jobmatch-status.ts';
import { asResult } from './jobmatch-view.ts';
import type { ConsoleMatchRow, JobMatchEventRow } from './jobmatches-console.repository.ts';

/**
 * A result may be recorded at `now`: the interview is arranged (the seeker may still be owed a
 * survey, but no result is in) and its time has come. The console offers "Record result" and the
 * server accepts it by this one rule.
 */
export function canRecordResult(
  row: Pick<ConsoleMatchRow, 'status' | 'interview_at'>,
  now: Date,
): boolean {
  return (
    row.status === JOB_MATCH_STATUS.arranged &&
    row.interview_at !== null &&
    new Date(row.interview_at).getTime() <= now.getTime()
  );
}

/** A match as the console lists it, with its status as of `now`. */
export function toCard(row: ConsoleMatchRow, lang: ApiLanguage, now: Date): ConsoleMatchCard {
  const status = effectiveStatus(row.status, row.reply_due_at, now);
  return {
    jobMatchUid: row.uid,
    interviewNo: row.interview_no,
    jobOfferId: row.job_offer_id,
    jobOfferTitle: pickColumn(
      { title_cn: row.title_cn, title_pt: row.title_pt, title_en: row.title_en },
      'title',
      lang,
    ),
    employerId: row.employer_id,
    employerName: pickColumn(
      {
        name_cn: row.employer_name_cn,
        name_pt: row.employer_name_pt,
        name_en: row.employer_name_en,
      },
      'name',
      lang,
    ),
    seekerName: row.seeker_name_cn || row.seeker_name_pt || row.seeker_account_name,
    typeJobMatchStatusGroupId: groupOfStatus(status),
    typeJobMatchStatusId: status,
    typeJobMatchStatusDesc: statusDesc(status, lang, 'console'),
    createDate: row.created_at,
    lastReplyDate: row.status === JOB_MATCH_STATUS.invited ? row.reply_due_at : null,
    interviewDate: row.interview_at,
    canRecordResult: canRecordResult(row, now),
  };
}

/** The whole match: its card, what was asked and arranged, its history, resume and CV. */
export function toDetail(
  row: ConsoleMatchRow,
  parts: {
    history: JobMatchEventRow[];
    resume: ConsoleMatchDetail['resume'];
    cv: ConsoleMatchDetail['cv'];
    lang: ApiLanguage;
    now: Date;
  },
): ConsoleMatchDetail {
  const { lang } = parts;
  const card = toCard(row, lang, parts.now);
  const expired = card.typeJobMatchStatusId === JOB_MATCH_STATUS.expired;
  return {
    ...card,
    origin: row.origin === 'employer' || row.origin === 'referral' ? row.origin : 'seeker',
    expectedInterviewDateFrom: row.expected_date_from,
    expectedInterviewDateTo: row.expected_date_to,
    expectedInterviewTimePeriod: row.expected_time_period,
    // Free text as the other party wrote it: plain, or the remark's rich text (free-text.ts).
    content: plainText(row.content),
    location: plainText(row.location),
    contactPhone: row.contact_phone,
    remark: sanitizeRichText(row.remark),
    employerResult: asResult(row.employer_result),
    seekerResult: asResult(row.seeker_result),
    rejectReason:
      plainText(rejectReasonText(row.reject_reason_id, row.reject_other, lang, 'console')) ||
      (expired ? card.typeJobMatchStatusDesc : ''),
    declineReason: plainText(row.decline_reason ?? ''),
    history: historyOf(parts.history, row, lang, parts.now, 'console'),
    resume: parts.resume,
    cv: parts.cv,
  };
}
