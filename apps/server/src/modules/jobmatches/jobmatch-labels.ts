import {
  LIMITS,
  REJECT_REASONS,
  localeOfApiLanguage,
  statusNameOf,
  text,
  type ApiLanguage,
  type Locale,
  type JobMatchStatus,
  type JobMatchStatusName,
  type LabelAudience,
  type RejectReasonId,
} from '@vaga/contract';

/** The name of a status in a language, as the seeker or the consoles name it (`jobmatches`). */
export function statusName(
  name: JobMatchStatusName,
  locale: Locale,
  audience: LabelAudience = 'seeker',
): string {
  const list = audience === 'seeker' ? 'status' : 'statusConsole';
  return text(locale, 'jobmatches', `${list}.${name}`);
}

/** The name of a status in a request's language, as the seeker or the consoles name it. */
export function statusDesc(status: number, lang: ApiLanguage, audience: LabelAudience): string {
  return statusName(statusNameOf(status as JobMatchStatus), localeOfApiLanguage(lang), audience);
}

const REASON_IDS = new Set<number>(Object.values(REJECT_REASONS));

/**
 * The name of a reason a seeker gives for rejecting an invitation, in a language: in the seeker's
 * words, or as employers and staff read it (of the job seeker, in the third person); from the
 * `jobmatches` catalogue.
 */
export function rejectReasonName(
  reasonId: RejectReasonId,
  locale: Locale,
  audience: LabelAudience,
): string {
  const list = audience === 'seeker' ? 'rejectReason' : 'rejectReasonConsole';
  return text(locale, 'jobmatches', `${list}.${reasonId}`);
}

/** The reason an invitation was rejected automatically (stored in English in the history). */
const REPLY_DAYS = LIMITS.interviewReplyDays;
export const EXPIRY_REASON = `no reply within ${REPLY_DAYS} days`;
export function expiryReason(lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'jobmatches', 'expiry', { days: REPLY_DAYS });
}

/** Why an arranged interview was closed without a result (stored in English in the history). */
const RESULT_DAYS = LIMITS.interviewResultDays;
export const NO_RESULT_REASON = `no result within ${RESULT_DAYS} days of the interview`;
export function noResultReason(lang: ApiLanguage): string {
  return text(localeOfApiLanguage(lang), 'jobmatches', 'noResult', { days: RESULT_DAYS });
}

/** The reason of a rejection, in a language: the listed reason, or the seeker's own text. */
export function rejectReasonText(
  reasonId: number | null,
  other: string | null,
  lang: ApiLanguage,
  audience: LabelAudience,
): string {
  if (reasonId === REJECT_REASONS.other) return other ?? '';
  if (reasonId === null || !REASON_IDS.has(reasonId)) return '';
  return rejectReasonName(reasonId as RejectReasonId, localeOfApiLanguage(lang), audience);
}
