import {
  localeOfApiLanguage,
  erasureWithdrawalReason,
  JOB_MATCH_RESULTS,
  JOB_MATCH_STATUS,
  groupOfStatus,
  type ApiLanguage,
  type JobMatchCard,
  type JobMatchResult,
  type JobMatchStatus,
  type JobOfferDetail,
} from '@vaga/contract';
import { plainText, sanitizeRichText } from '../../platform/free-text.ts';
import type { JobMatchRow } from './jobmatches.repository.ts';
import {
  expiryReason,
  noResultReason,
  rejectReasonText,
  statusDesc,
  statusName,
} from './jobmatch-labels.ts';
import { effectiveStatus, RESULT_STATUSES } from './jobmatch-status.ts';

export { sanitizeRichText };

/** The seeker may accept or reject: an invitation within its reply time. */
export function canReply(row: JobMatchRow, now: Date): boolean {
  return effectiveStatus(row.status, row.reply_due_at, now) === JOB_MATCH_STATUS.invited;
}

/**
 * The survey may be answered: the arranged interview has taken place, or a result was recorded
 * (by either side). A match closed without a result (noResult) or otherwise finished is not.
 */
export function surveyOpen(row: JobMatchRow, now: Date): boolean {
  if (row.employer_result !== null || RESULT_STATUSES.includes(row.status)) return true;
  return (
    row.status === JOB_MATCH_STATUS.arranged &&
    row.interview_at !== null &&
    new Date(row.interview_at).getTime() <= now.getTime()
  );
}

export function asResult(value: string | null): JobMatchResult | null {
  return (JOB_MATCH_RESULTS as readonly string[]).includes(value ?? '')
    ? (value as JobMatchResult)
    : null;
}

/** The result that counts: the seeker's own, else the employer's; '' when neither. */
function resultName(row: JobMatchRow, lang: ApiLanguage): string {
  const result = asResult(row.seeker_result) ?? asResult(row.employer_result);
  return result ? statusName(result, localeOfApiLanguage(lang)) : '';
}

/**
 * Why a match ended without a result: the seeker's or the system's reason, or the
 * employer's. Plain text (platform/free-text.ts).
 */
function reasonOf(row: JobMatchRow, status: JobMatchStatus, lang: ApiLanguage): string {
  if (status === JOB_MATCH_STATUS.rejected)
    return plainText(rejectReasonText(row.reject_reason_id, row.reject_other, lang, 'seeker'));
  if (status === JOB_MATCH_STATUS.expired) return expiryReason(lang);
  if (status === JOB_MATCH_STATUS.noResult) return noResultReason(lang);
  if (status === JOB_MATCH_STATUS.withdrawn) return erasureWithdrawalReason(lang);
  if (status === JOB_MATCH_STATUS.declined) return plainText(row.decline_reason ?? '');
  return '';
}

/** The card remark: the invitation's or arrangement's remark, or why the match ended. */
function cardRemarkOf(row: JobMatchRow, status: JobMatchStatus, lang: ApiLanguage): string {
  if (status === JOB_MATCH_STATUS.invited || status === JOB_MATCH_STATUS.arranged)
    return row.remark;
  return reasonOf(row, status, lang);
}

/** A card of the interview list. `vacancy` is the vacancy's detail in the request's language. */
export function toCard(
  row: JobMatchRow,
  vacancy: JobOfferDetail | undefined,
  lang: ApiLanguage,
  now: Date,
): JobMatchCard {
  const status = effectiveStatus(row.status, row.reply_due_at, now);
  const cardRemark = sanitizeRichText(cardRemarkOf(row, status, lang));
  return {
    jobMatchUid: row.uid,
    jobOfferId: row.job_offer_id,
    jobOfferTitle: vacancy?.jobOfferTitle ?? '',
    typeJobMatchStatusGroupId: groupOfStatus(status),
    typeJobMatchStatusId: status,
    typeJobMatchStatusDesc: statusDesc(status, lang, 'seeker'),
    employerName: vacancy?.companyName ?? '',
    salary: vacancy?.salary ?? 0,
    salaryTypeName: vacancy?.salaryTypeName ?? '',
    lastReplyDate: status === JOB_MATCH_STATUS.invited ? row.reply_due_at : null,
    interviewDate: status === JOB_MATCH_STATUS.arranged ? row.interview_at : null,
    isShowCardRemark: cardRemark.trim() !== '',
    cardRemark,
    isShowSurveyInfo: surveyOpen(row, now) && row.survey_submitted_at === null,
  };
}

/**
 * The detail's own fields, past the card's (history, CV name and canReply come from elsewhere).
 * The detail gives the interview's instant whenever one is set (an invitation's, an arranged
 * interview's, and after it ended) in both `interviewDate` and `interviewTime`; the card keeps
 * `interviewDate` for arranged interviews, the only group whose card shows it.
 */
export function detailFields(
  row: JobMatchRow,
  vacancy: JobOfferDetail | undefined,
  lang: ApiLanguage,
  now: Date,
) {
  const status = effectiveStatus(row.status, row.reply_due_at, now);
  return {
    interviewNo: row.interview_no,
    createDate: row.created_at,
    education: vacancy?.education ?? '',
    experience: vacancy?.experienceSkill ?? '',
    workingArea: vacancy?.workingArea ?? '',
    workingTime: vacancy?.workingTime ?? '',
    responsibilities: vacancy?.jobDescription ?? '',
    expectedInterviewDateFrom: row.expected_date_from,
    expectedInterviewDateTo: row.expected_date_to,
    expectedInterviewTimePeriod: row.expected_time_period,
    content: plainText(row.content),
    interviewDate: row.interview_at,
    interviewTime: row.interview_at,
    location: plainText(row.location),
    result: resultName(row, lang),
    otherReasons: reasonOf(row, status, lang),
    remark: sanitizeRichText(row.remark),
    contactPhone: row.contact_phone,
    canReply: canReply(row, now),
  };
}
