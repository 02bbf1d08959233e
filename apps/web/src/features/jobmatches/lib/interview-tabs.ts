import { JOB_MATCH_GROUP, STORAGE_KEYS, type JobMatchGroup } from '@vaga/contract';
import { readSession, writeSession } from '@/shared/lib/storage.ts';

/** The six tabs of /interview (spec §2), in order, each with the status groups it lists. */
export const INTERVIEW_TABS = [
  { key: 'all', groups: [] },
  { key: 'waitingEmployer', groups: [JOB_MATCH_GROUP.waitingEmployer] },
  { key: 'waitingSeeker', groups: [JOB_MATCH_GROUP.waitingSeeker] },
  { key: 'arranged', groups: [JOB_MATCH_GROUP.arranged] },
  { key: 'finished', groups: [JOB_MATCH_GROUP.finished] },
  { key: 'jobSeekRegistration', groups: [JOB_MATCH_GROUP.jobSeekRegistration] },
] as const satisfies readonly { key: string; groups: readonly JobMatchGroup[] }[];

export type InterviewTabKey = (typeof INTERVIEW_TABS)[number]['key'];

function isTabKey(value: string | null): value is InterviewTabKey {
  return INTERVIEW_TABS.some((tab) => tab.key === value);
}

/** The tab chosen earlier in this browser session (spec §2), else "all". */
export function readInterviewTab(): InterviewTabKey {
  const stored = readSession(STORAGE_KEYS.interviewTab);
  return isTabKey(stored) ? stored : 'all';
}

export function writeInterviewTab(tab: InterviewTabKey): void {
  writeSession(STORAGE_KEYS.interviewTab, tab);
}
