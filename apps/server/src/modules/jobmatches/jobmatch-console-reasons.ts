import { REJECT_REASONS, type ApiLanguage, type RejectReasonId } from '@vaga/contract';

/** How a seeker's reason for rejecting an invitation reads to the employer. */
const REJECT_REASON_NAMES: Record<RejectReasonId, Record<ApiLanguage, string>> = {
  [REJECT_REASONS.timeNotSuitable]: {
    zh: '面試時間不合適',
    pt: 'O horário da entrevista não é conveniente',
    en: 'The interview time does not suit',
  },
  [REJECT_REASONS.foundJob]: {
    zh: '已找到工作',
    pt: 'Já encontrou emprego',
    en: 'Has already found a job',
  },
  [REJECT_REASONS.salaryNotSuitable]: {
    zh: '薪酬不合適',
    pt: 'O salário não é adequado',
    en: 'The salary does not suit',
  },
  [REJECT_REASONS.locationNotSuitable]: {
    zh: '工作地點不合適',
    pt: 'O local de trabalho não é conveniente',
    en: 'The workplace does not suit',
  },
  [REJECT_REASONS.other]: { zh: '其他', pt: 'Outro', en: 'Other' },
};

/** The seeker's reason as text: the typed one for "other", else the reason's name. */
export function rejectReasonText(
  reasonId: number | null,
  other: string | null,
  lang: ApiLanguage,
): string {
  if (other) return other;
  if (reasonId === null) return '';
  return REJECT_REASON_NAMES[reasonId as RejectReasonId]?.[lang] ?? '';
}
