import {
  CONSOLE_MYDATA_ENDPOINTS as E,
  type ConsoleAccessLogEntry,
  type Page,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { formatDateTime } from '@/shared/lib/format.ts';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { PagedList } from '@/shared/ui/paged-list.tsx';

/** GET console/accounts/{id}/access-log: who looked at one seeker's personal data, a page. */
function getSeekerAccessLog(
  accountId: number,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<Page<ConsoleAccessLogEntry>> {
  return call(
    E.consoleAccountAccessLog,
    { params: { id: accountId }, query: { page, size } },
    { signal },
  );
}

/** One read: who, when (Macao time), from which address and what was read, each in its column. */
function Entry({ entry }: { entry: ConsoleAccessLogEntry }) {
  const { t } = useTranslation('mydata');
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('console.who')}>
        {entry.viewerKind === 'employer'
          ? t('console.byEmployer', { employer: entry.employerName ?? '', name: entry.viewerName })
          : t('console.byService', { name: entry.viewerName })}
      </Fact>
      <Fact label={t('console.at')}>{formatDateTime(entry.viewedAt)}</Fact>
      <Fact label={t('console.address')}>{entry.clientAddress}</Fact>
      <Fact label={t('console.read')}>{t(`accessLog.records.${entry.recordKind}`)}</Fact>
    </dl>
  );
}

/**
 * Staff with the role see who looked at a seeker's personal data: each staff member or
 * employer user, when, from which address and which record, newest first, paged.
 */
export function SeekerAccessLog({ accountId }: { accountId: number }) {
  const { t } = useTranslation('mydata');
  return (
    <section className="vaga-console-match__section" aria-labelledby="seeker-access-log">
      <h3 id="seeker-access-log">{t('console.title')}</h3>
      <PagedList<ConsoleAccessLogEntry>
        queryKey={consoleKeys.accessLog(accountId)}
        fetchPage={(page, size, signal) => getSeekerAccessLog(accountId, page, size, signal)}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <Entry entry={entry} />}
        label={t('console.title')}
      />
    </section>
  );
}
