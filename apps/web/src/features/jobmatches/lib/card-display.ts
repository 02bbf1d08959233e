import { JOB_MATCH_GROUP } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** antd-mobile Tag colours of the status groups 1–4 (spec §4: warning, warning, primary, failure). */
const GROUP_TAG_COLORS: Record<number, 'warning' | 'primary' | 'danger'> = {
  [JOB_MATCH_GROUP.waitingEmployer]: 'warning',
  [JOB_MATCH_GROUP.waitingSeeker]: 'warning',
  [JOB_MATCH_GROUP.arranged]: 'primary',
  [JOB_MATCH_GROUP.finished]: 'danger',
};

export function tagColorOf(group: number): 'warning' | 'primary' | 'danger' | 'default' {
  return GROUP_TAG_COLORS[group] ?? 'default';
}

export type CardDate =
  | { kind: 'lastReply'; text: string }
  | { kind: 'interview'; text: string }
  | { kind: 'status'; text: string };

/**
 * The date line of an interview card (spec §4): the last day to reply for group 2, the
 * interview's date for group 3, otherwise (and when the date is missing) the status description.
 */
export function cardDateOf(card: {
  typeJobMatchStatusGroupId: number;
  lastReplyDate: string | null;
  interviewDate: string | null;
  typeJobMatchStatusDesc: string;
}): CardDate {
  const group = card.typeJobMatchStatusGroupId;
  if (group === JOB_MATCH_GROUP.waitingSeeker && card.lastReplyDate)
    return { kind: 'lastReply', text: formatDateTime(card.lastReplyDate) };
  if (group === JOB_MATCH_GROUP.arranged && card.interviewDate)
    return { kind: 'interview', text: formatDateTime(card.interviewDate) };
  return { kind: 'status', text: card.typeJobMatchStatusDesc };
}
