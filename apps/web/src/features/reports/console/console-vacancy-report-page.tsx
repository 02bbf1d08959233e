import '@/shared/ui/console-pages.css';
import '@/shared/ui/console-vacancy.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useVacancyReport } from '../api/vacancy-reports.ts';
import { Fact } from '@/shared/ui/fact.tsx';
import { VacancyReportActions } from './vacancy-report-actions.tsx';
import { VacancyReportList } from './vacancy-report-list.tsx';
import { VacancyReportReasons } from './vacancy-report-reasons.tsx';
import { showDoneToast } from '@/shared/lib/done-toast.ts';
import { vacancyReportsPath } from '@/shared/paths.ts';
import { ConsoleRecordState } from '@/shared/ui/console-record-state.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

/**
 * One reported vacancy in the staff console: whether it is listed or hidden, its reports (reason,
 * text, when, by an account or a visitor), and, while reports are open, the decision: keep it or
 * remove it with a reason. After a decision the queue shows again, with a toast.
 */
export function ConsoleVacancyReportPage() {
  const { t } = useTranslation(['reports-console', 'console']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useVacancyReport(id);
  if (!query.data)
    return (
      <ConsoleRecordState
        failed={query.isError}
        text={t('vacancyReports.loadFailed')}
        back={vacancyReportsPath()}
        backLabel={t('common.back')}
      />
    );
  const vacancy = query.data;
  const open = vacancy.outcome === null;
  const done = (text: string) => {
    showDoneToast(text);
    void navigate(vacancyReportsPath());
  };
  return (
    <article className="vaga-console-match vaga-console-vacancy" aria-labelledby="reported-title">
      <Link to={vacancyReportsPath(open ? '' : 'state=1')}>{t('common.back')}</Link>
      <h2 id="reported-title" className="vaga-console-home__title">
        {vacancy.title}
      </h2>
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
      <dl className="vaga-console-match__facts">
        <Fact label={t('common.employer')}>{vacancy.employerName}</Fact>
        <Fact label={t('vacancyReports.reportCount')}>
          {t('vacancyReports.counts', {
            count: vacancy.reportCount,
            accounts: vacancy.accountCount,
          })}
        </Fact>
        <Fact label={t('vacancyReports.reasonsLabel')}>
          <VacancyReportReasons reasons={vacancy.reasons} />
        </Fact>
        <Fact label={t('vacancyReports.firstReported')}>
          {formatDateTime(vacancy.firstReportedAt)}
        </Fact>
        <Fact label={t('vacancyReports.lastReported')}>
          {formatDateTime(vacancy.lastReportedAt)}
        </Fact>
      </dl>
      <VacancyReportList reports={vacancy.reports} />
      {open ? <VacancyReportActions jobOfferId={vacancy.jobOfferId} onDone={done} /> : null}
    </article>
  );
}
