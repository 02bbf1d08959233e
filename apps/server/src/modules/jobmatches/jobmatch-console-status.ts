import {
  JOB_MATCH_STATUS,
  JOB_MATCH_STATUS_NAMES,
  macaoToday,
  statusNameOf,
  type ApiLanguage,
  type JobMatchStatus,
  type Locale,
} from '@vaga/contract';

const LOCALE_OF: Record<ApiLanguage, Locale> = { zh: 'zh-Hant', pt: 'pt', en: 'en' };

/**
 * The status a match shows at an instant: an invitation whose reply is due is expired (6) as soon
 * as its deadline passes, before the scheduler job persists it.
 */
export function effectiveStatus(
  status: number,
  replyDueAt: string | null,
  now: Date,
): JobMatchStatus {
  if (
    status === JOB_MATCH_STATUS.invited &&
    replyDueAt !== null &&
    new Date(replyDueAt).getTime() <= now.getTime()
  ) {
    return JOB_MATCH_STATUS.expired;
  }
  return status as JobMatchStatus;
}

/** How a status is named in a language. */
export function statusDescription(status: JobMatchStatus, lang: ApiLanguage): string {
  return JOB_MATCH_STATUS_NAMES[statusNameOf(status)][LOCALE_OF[lang]];
}

/** The number shown to people: `IV` + the Macao day + the match's sequence, e.g. IV20261122-000123. */
export function interviewNumber(id: number, createdAt: Date): string {
  return `IV${macaoToday(createdAt).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
}
