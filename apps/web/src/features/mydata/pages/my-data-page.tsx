import { useId, useState, type ReactNode } from 'react';
import {
  ERASABLE_KINDS,
  EXPORT_KINDS,
  type ErasableKind,
  type MyAccessLogEntry,
  type MyDataEraseResult,
  type MyDataSummary,
} from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import {
  exportMyData,
  getMyAccessLog,
  myDataKeys,
  useEraseMyData,
  useMyDataSummary,
} from '../api/mydata.ts';
import { EraseDialog } from '../ui/erase-dialog.tsx';
import { KeptList } from '../ui/kept-list.tsx';
import { OpenItems } from '../ui/open-items.tsx';
import '../ui/mydata.css';

/** A card of the page, a region named by its title. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card title={<span id={id}>{title}</span>} aria-labelledby={id}>
      {children}
    </Card>
  );
}

/** What Vaga holds, by kind, with the count of each. */
function Holdings({ summary }: { summary: MyDataSummary }) {
  const { t } = useTranslation('mydata');
  return (
    <Section title={t('holdings.title')}>
      <p className="vaga-mydata__text">{t('holdings.intro')}</p>
      <dl className="vaga-mydata__counts">
        {EXPORT_KINDS.map((kind) => (
          <div key={kind} className="vaga-mydata__count">
            <dt>{t(`kinds.${kind}`)}</dt>
            <dd>{summary.counts[kind]}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The download of everything: one ZIP of JSON files, the files themselves and a PDF summary. */
function Download() {
  const { t } = useTranslation('mydata');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await exportMyData();
      await saveFile(blob, 'vaga-my-data.zip', () =>
        confirmDialog(t('download.open'), t('download.openAction'), t('download.cancel')),
      );
    } catch {
      // shown as a toast by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('download.title')}>
      <p className="vaga-mydata__text">{t('download.description')}</p>
      <Button variant="primary" disabled={busy} aria-busy={busy} onClick={() => void download()}>
        {t('download.action')}
      </Button>
    </Section>
  );
}

function AccessLogLine({ entry }: { entry: MyAccessLogEntry }) {
  const { t } = useTranslation('mydata');
  const time = formatDateTime(entry.viewedAt);
  return (
    <p className="vaga-mydata__log">
      <span>
        {entry.viewerKind === 'employer'
          ? t('accessLog.byEmployer', { name: entry.employerName ?? '', time })
          : t('accessLog.byService', { time })}
      </span>
      <span className="vaga-mydata__log-record">{t(`accessLog.records.${entry.recordKind}`)}</span>
    </p>
  );
}

/** Who looked at the person's data: the employment service or an employer by name, paged. */
function AccessLog() {
  const { t } = useTranslation('mydata');
  return (
    <Section title={t('accessLog.title')}>
      <p className="vaga-mydata__text">{t('accessLog.intro')}</p>
      <PagedList<MyAccessLogEntry>
        queryKey={myDataKeys.accessLog()}
        fetchPage={getMyAccessLog}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <AccessLogLine entry={entry} />}
        label={t('accessLog.title')}
      />
    </Section>
  );
}

function ErasedNotice({ result }: { result: MyDataEraseResult }) {
  const { t } = useTranslation('mydata');
  return (
    <div role="status" className="vaga-mydata__done">
      <p>{t('erase.done')}</p>
      <ul>
        {ERASABLE_KINDS.map((kind) => (
          <li key={kind}>
            {t('erase.erasedCount', { kind: t(`kinds.${kind}`), count: result.erased[kind] })}
          </li>
        ))}
      </ul>
      {result.withdrawn.length > 0 && (
        <>
          <p>{t('open.withdrawnTitle')}</p>
          <OpenItems items={result.withdrawn} settled />
        </>
      )}
      <p>{t('erase.resumeServices')}</p>
    </div>
  );
}

/** What goes at once: the confirmed kinds with their counts, and what follows with them. */
function Goes({ summary }: { summary: MyDataSummary }) {
  const { t } = useTranslation('mydata');
  const count = (kind: ErasableKind) => summary.counts[kind];
  return (
    <ul className="vaga-mydata__list">
      {ERASABLE_KINDS.map((kind) => (
        <li key={kind}>{t('erase.item', { kind: t(`kinds.${kind}`), count: count(kind) })}</li>
      ))}
      {ALSO_ERASED.map((key) => (
        <li key={key}>{t(`alsoErased.${key}`)}</li>
      ))}
    </ul>
  );
}

/** Erased with the confirmed kinds, without a count of their own. */
const ALSO_ERASED = ['inbox', 'settings', 'sessions'] as const;

/** The erasure: what goes, what stays and why and for how long, then a confirmation. */
function Erase({ summary }: { summary: MyDataSummary }) {
  const { t } = useTranslation('mydata');
  const [asking, setAsking] = useState(false);
  const erase = useEraseMyData();
  return (
    <Section title={t('erase.title')}>
      <h3 className="vaga-mydata__subtitle">{t('erase.goes')}</h3>
      <Goes summary={summary} />
      <h3 className="vaga-mydata__subtitle">{t('erase.kept')}</h3>
      <KeptList retentionYears={summary.retentionYears} />
      {erase.data ? (
        <ErasedNotice result={erase.data} />
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t('erase.action')}
        </Button>
      )}
      {asking && (
        <EraseDialog
          goes={<Goes summary={summary} />}
          pending={erase.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => erase.mutate(undefined, { onSettled: () => setAsking(false) })}
        />
      )}
    </Section>
  );
}

/**
 * /my-data (Macao's Personal Data Protection Act): what Vaga holds about the person by
 * kind, the download of all of it, who looked at it, and the erasure of what the service does not
 * have to keep.
 */
export function MyDataPage() {
  const summary = useMyDataSummary();
  return (
    <div className="vaga-page vaga-mydata">
      {summary.data ? (
        <>
          <Holdings summary={summary.data} />
          <Download />
          <AccessLog />
          <Erase summary={summary.data} />
        </>
      ) : (
        <LoadState error={summary.error} onRetry={() => void summary.refetch()} />
      )}
    </div>
  );
}
