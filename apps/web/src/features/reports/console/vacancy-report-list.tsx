import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferReport } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** A vacancy's reports, newest first: reason, text, when, by an account or a visitor, and outcome. */
export function VacancyReportList({ reports }: { reports: JobOfferReport[] }) {
  const { t } = useTranslation(['reports-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="vacancy-reports">
      <h3 id="vacancy-reports">{t('vacancyReports.reports')}</h3>
      <ol className="vaga-console-match__history" aria-labelledby="vacancy-reports">
        {reports.map((report, index) => (
          <li key={`${report.at}-${index}`}>
            <span className="vaga-console-match__history-status">
              {t(`vacancyReports.reasons.${report.reason}`)}
            </span>
            <span className="vaga-console-match__muted">
              {formatDateTime(report.at)} ·{' '}
              {t(report.byAccount ? 'vacancyReports.byAccount' : 'vacancyReports.byVisitor')}
            </span>
            {report.text ? <span className="vaga-console-vacancy__text">{report.text}</span> : null}
            {report.outcome ? (
              <span className="vaga-console-match__muted">
                {t('vacancyReports.closed', {
                  outcome: t(`vacancyReports.outcomes.${report.outcome}`),
                  at: formatDateTime(report.closedAt),
                  by: report.closedBy ?? t('actors.staff'),
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
