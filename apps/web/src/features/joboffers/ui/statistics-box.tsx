import './statistics-box.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS, type JobOfferSummary } from '@vaga/contract';
import { formatCount, formatDateTime } from '@/shared/lib/format.ts';

const ITEMS = ['vacancyCount', 'positionCount', 'employerCount', 'classCount'] as const;

interface StatisticsBoxProps {
  /** Absent while loading: the box keeps its size, with dashes for the figures. */
  summary: JobOfferSummary | undefined;
  /** Column layout: one figure per line, for the longer Portuguese and English labels (spec §9). */
  columns: boolean;
}

/**
 * The vacancy statistics box of the service page. It takes its full size before the figures
 * arrive, so the page below it does not move when they do.
 */
export function StatisticsBox({ summary, columns }: StatisticsBoxProps) {
  const { t } = useTranslation('joboffers');
  return (
    <section
      className="vaga-card vaga-stats"
      aria-labelledby="vaga-stats-title"
      aria-busy={summary === undefined}
    >
      <h2 id="vaga-stats-title" className="vaga-card__title">
        {t('summary.title')}
      </h2>
      <dl className={columns ? 'vaga-stats__list vaga-stats__list--column' : 'vaga-stats__list'}>
        {ITEMS.map((item) => (
          <div key={item} className="vaga-stats__item">
            <dt>{t(`summary.${item}`)}</dt>
            <dd>{summary ? formatCount(summary[item], LIMITS.jobCountDisplayCap) : '–'}</dd>
          </div>
        ))}
      </dl>
      <p className="vaga-stats__updated">
        {summary?.updatedAt
          ? t('summary.updatedAt', { time: formatDateTime(summary.updatedAt) })
          : '\u00a0'}
      </p>
    </section>
  );
}
