import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/lib/locale.ts';
import { VersionFooter } from '@/shared/ui/version-footer.tsx';
import { useJobOfferSummary } from '../api/get-job-offer-summary.ts';
import { JobClassList } from '../components/job-class-list.tsx';
import { StatisticsBox } from '../components/statistics-box.tsx';

/** /service: vacancy statistics, the service menu (coming), the job classes and the version. */
export function ServicePage() {
  const { t } = useTranslation(['joboffers', 'common']);
  const summary = useJobOfferSummary();
  return (
    <div className="vaga-page vaga-service">
      {summary.data && (
        <StatisticsBox summary={summary.data} columns={currentLocale() !== 'zh-Hant'} />
      )}
      <section className="vaga-card" aria-labelledby="vaga-menu-title">
        <h2 id="vaga-menu-title" className="vaga-card__title">
          {t('service.menuTitle')}
        </h2>
        <p className="vaga-panel__text">{t('service.menuComingSoon')}</p>
        <Link className="vaga-link" to="/illustrate">
          {t('common:illustrateLink')}
        </Link>
      </section>
      <JobClassList />
      <VersionFooter />
    </div>
  );
}
