import '@/shared/console/console-pages.css';
import '@/shared/console/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate, useParams } from 'react-router';
import type { ReportedJobOfferDetail } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReport } from '../api/vacancy-reports.ts';
import { Fact } from '@/shared/console/fact.tsx';
import { VacancyReportActions } from './vacancy-report-actions.tsx';
import { VacancyReportList } from './vacancy-report-list.tsx';
import { VacancyReportReasons } from './vacancy-report-reasons.tsx';
import { showDoneToast } from '@/shared/lib/done-toast.ts';
import { vacancyReportsPath } from '@/shared/paths.ts';
import { ConsoleRecordPage } from '@/shared/console/console-record-state.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';
import { reportCounts } from './report-counts.ts';

/** Whether the vacancy is listed, hidden or not listed, and how its reports ended. */
function ReportedState({ vacancy }: { vacancy: ReportedJobOfferDetail }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <p className="vaga-console-vacancy__tags">
      <StatusTag tone={vacancy.listed ? 'success' : 'danger'}>
        {t(
          vacancy.listed
            ? 'vacancyReports.listed'
            : vacancy.hidden
              ? 'vacancyReports.hidden'
              : 'vacancyReports.notListed',
        )}
      </StatusTag>
      {vacancy.outcome ? (
        <StatusTag tone="neutral">{t(`vacancyReports.outcomes.${vacancy.outcome}`)}</StatusTag>
      ) : null}
    </p>
  );
}

/** The employer, how many reports from how many accounts, their reasons, first and last. */
function ReportedFacts({ vacancy }: { vacancy: ReportedJobOfferDetail }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <dl className="vaga-console-match__facts">
      <Fact label={t('common.employer')}>{vacancy.employerName}</Fact>
      <Fact label={t('vacancyReports.reportCount')}>{reportCounts(t, vacancy)}</Fact>
      <Fact label={t('vacancyReports.reasonsLabel')}>
        <VacancyReportReasons reasons={vacancy.reasons} />
      </Fact>
      <Fact label={t('vacancyReports.firstReported')}>
        {formatDateTime(vacancy.firstReportedAt)}
      </Fact>
      <Fact label={t('vacancyReports.lastReported')}>{formatDateTime(vacancy.lastReportedAt)}</Fact>
    </dl>
  );
}

/**
 * One reported vacancy in the staff console: whether it is listed or hidden, its reports (reason,
 * text, when, by an account or a visitor), and, while reports are open, the decision: keep it or
 * remove it with a reason. After a decision the queue shows again, with a toast.
 */
export function ConsoleVacancyReportPage() {
  const { t } = useTranslation(['reports-console', 'console']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const done = (text: string) => {
    showDoneToast(text);
    void navigate(vacancyReportsPath());
  };
  return (
    <ConsoleRecordPage
      query={useVacancyReport(id)}
      failedText={t('vacancyReports.loadFailed')}
      list={vacancyReportsPath()}
      titleId="reported-title"
      className="vaga-console-vacancy"
      head={(vacancy) => ({
        back: vacancy.outcome === null ? undefined : vacancyReportsPath('state=1'),
        title: vacancy.title,
        tags: <ReportedState vacancy={vacancy} />,
      })}
    >
      {(vacancy) => (
        <>
          <ReportedFacts vacancy={vacancy} />
          <VacancyReportList reports={vacancy.reports} />
          {vacancy.outcome === null ? (
            <VacancyReportActions jobOfferId={vacancy.jobOfferId} onDone={done} />
          ) : null}
        </>
      )}
    </ConsoleRecordPage>
  );
}
