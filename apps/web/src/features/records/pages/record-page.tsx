import { useCallback, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { JobSeekRecord } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { getRecords } from '../api/get-records.ts';
import { recordKeys } from '../api/query-keys.ts';
import { RecordCard } from '../ui/record-card.tsx';
import { RECORD_PANEL_ID, RecordTabs, recordTabId } from '../ui/record-tabs.tsx';
import {
  RECORD_TABS,
  readRecordTab,
  writeRecordTab,
  type RecordTabKey,
} from '../lib/record-tabs.ts';
import '../records.css';

/**
 * /record (spec §2 Record tabs): the seeker's job-seeking records in two tabs, in progress and
 * completed, the chosen tab kept for the session; each a paged list of record cards. Above
 * them, a link to the involuntary-unemployment registration.
 */
export function RecordPage() {
  const { t } = useTranslation('records');
  const [tab, setTab] = useState<RecordTabKey>(readRecordTab);
  const status = RECORD_TABS.find((entry) => entry.key === tab)?.status ?? 1;
  const choose = (next: RecordTabKey) => {
    writeRecordTab(next);
    setTab(next);
  };
  const fetchPage = useCallback(
    (page: number, size: number, signal: AbortSignal) => getRecords(status, page, size, signal),
    [status],
  );
  return (
    <div className="vaga-records">
      <Link className="vaga-records__link" to={paths.unemployedInfo}>
        {t('unemploymentLink')}
      </Link>
      <RecordTabs active={tab} onChange={choose} />
      <div
        id={RECORD_PANEL_ID}
        role="tabpanel"
        aria-labelledby={recordTabId(tab)}
        className="vaga-page"
      >
        <PagedList<JobSeekRecord>
          queryKey={recordKeys.list(status)}
          fetchPage={fetchPage}
          itemKey={(record) => record.jobSeekId}
          renderItem={(record) => <RecordCard record={record} />}
          label={t(`tabs.${tab}`)}
        />
      </div>
    </div>
  );
}
