import { JOB_SEEK_RECORD_STATUS } from '@vaga/contract';
import { readSession, writeSession } from '@/shared/lib/storage.ts';

/** The tab of /record chosen in this browser session (spec §2 Record tabs). */
export const RECORD_TAB_KEY = 'vaga.recordTab';

/** The two tabs of /record, in order, with the record status each lists (jobSeekStatusList). */
export const RECORD_TABS = [
  { key: 'inProgress', status: JOB_SEEK_RECORD_STATUS.inProgress },
  { key: 'completed', status: JOB_SEEK_RECORD_STATUS.completed },
] as const;

export type RecordTabKey = (typeof RECORD_TABS)[number]['key'];

export function readRecordTab(): RecordTabKey {
  const stored = readSession(RECORD_TAB_KEY);
  return RECORD_TABS.some((tab) => tab.key === stored) ? (stored as RecordTabKey) : 'inProgress';
}

export function writeRecordTab(tab: RecordTabKey): void {
  writeSession(RECORD_TAB_KEY, tab);
}
