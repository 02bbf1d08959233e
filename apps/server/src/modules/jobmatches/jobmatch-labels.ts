import { inLocaleOf } from '@vaga/contract';
import {
  JOB_MATCH_STATUS_CONSOLE_NAMES,
  JOB_MATCH_STATUS_NAMES,
  LIMITS,
  REJECT_REASONS,
  statusNameOf,
  type ApiLanguage,
  type JobMatchStatus,
  type LabelAudience,
  type RejectReasonId,
} from '@vaga/contract';

type Texts = { 'zh-Hant': string; pt: string; en: string };

/** A text in the request's language. */
export function inLanguage(texts: Texts, lang: ApiLanguage): string {
  return inLocaleOf(texts, lang);
}

/** The name of a status in a language, as the seeker or the consoles name it. */
export function statusDesc(status: number, lang: ApiLanguage, audience: LabelAudience): string {
  const names = audience === 'seeker' ? JOB_MATCH_STATUS_NAMES : JOB_MATCH_STATUS_CONSOLE_NAMES;
  return inLanguage(names[statusNameOf(status as JobMatchStatus)], lang);
}

/** The names of the reasons a seeker gives for rejecting an invitation, in the seeker's words. */
export const REJECT_REASON_NAMES: Record<RejectReasonId, Texts> = {
  [REJECT_REASONS.timeNotSuitable]: {
    'zh-Hant': '面試時間不合適',
    pt: 'O horário da entrevista não convém',
    en: 'The interview time does not suit me',
  },
  [REJECT_REASONS.foundJob]: {
    'zh-Hant': '已找到工作',
    pt: 'Já encontrei emprego',
    en: 'I have found a job',
  },
  [REJECT_REASONS.salaryNotSuitable]: {
    'zh-Hant': '薪酬不合適',
    pt: 'O salário não convém',
    en: 'The salary does not suit me',
  },
  [REJECT_REASONS.locationNotSuitable]: {
    'zh-Hant': '工作地點不合適',
    pt: 'O local de trabalho não convém',
    en: 'The workplace does not suit me',
  },
  [REJECT_REASONS.other]: { 'zh-Hant': '其他', pt: 'Outro', en: 'Other' },
};

/** The same reasons as employers and staff read them: of the job seeker, in the third person. */
export const REJECT_REASON_CONSOLE_NAMES: Record<RejectReasonId, Texts> = {
  [REJECT_REASONS.timeNotSuitable]: {
    'zh-Hant': '面試時間不合適',
    pt: 'O horário da entrevista não convém ao candidato',
    en: 'The interview time does not suit the job seeker',
  },
  [REJECT_REASONS.foundJob]: {
    'zh-Hant': '已找到工作',
    pt: 'O candidato já encontrou emprego',
    en: 'The job seeker has found a job',
  },
  [REJECT_REASONS.salaryNotSuitable]: {
    'zh-Hant': '薪酬不合適',
    pt: 'O salário não convém ao candidato',
    en: 'The salary does not suit the job seeker',
  },
  [REJECT_REASONS.locationNotSuitable]: {
    'zh-Hant': '工作地點不合適',
    pt: 'O local de trabalho não convém ao candidato',
    en: 'The workplace does not suit the job seeker',
  },
  [REJECT_REASONS.other]: REJECT_REASON_NAMES[REJECT_REASONS.other],
};

/** The reason an invitation was rejected automatically (stored in English in the history). */
const REPLY_DAYS = LIMITS.interviewReplyDays;
export const EXPIRY_REASON = `no reply within ${REPLY_DAYS} days`;
export const EXPIRY_REASON_NAMES: Texts = {
  'zh-Hant': `${REPLY_DAYS} 天內未回覆邀請，已自動拒絕`,
  pt: `Sem resposta ao convite em ${REPLY_DAYS} dias; recusado automaticamente`,
  en: `No reply to the invitation within ${REPLY_DAYS} days; rejected automatically`,
};

/** Why an arranged interview was closed without a result (stored in English in the history). */
const RESULT_DAYS = LIMITS.interviewResultDays;
export const NO_RESULT_REASON = `no result within ${RESULT_DAYS} days of the interview`;
export const NO_RESULT_REASON_NAMES: Texts = {
  'zh-Hant': `面試日期後 ${RESULT_DAYS} 天內雙方均未記錄結果，已自動結束`,
  pt: `Nenhuma das partes registou o resultado nos ${RESULT_DAYS} dias seguintes à entrevista; encerrada automaticamente`,
  en: `Neither side recorded a result within ${RESULT_DAYS} days of the interview; closed automatically`,
};

/** The reason of a rejection, in a language: the listed reason, or the seeker's own text. */
export function rejectReasonText(
  reasonId: number | null,
  other: string | null,
  lang: ApiLanguage,
  audience: LabelAudience,
): string {
  if (reasonId === REJECT_REASONS.other) return other ?? '';
  const list = audience === 'seeker' ? REJECT_REASON_NAMES : REJECT_REASON_CONSOLE_NAMES;
  const names = list[reasonId as RejectReasonId];
  return names ? inLanguage(names, lang) : '';
}
