import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { currentLocale } from '@/shared/lib/locale.ts';
import { VersionFooter } from '@/shared/ui/version-footer.tsx';
import { useJobOfferSummary } from '../api/get-job-offer-summary.ts';
import { JobClassList } from '../ui/job-class-list.tsx';
import { StatisticsBox } from '../ui/statistics-box.tsx';
import { Banners } from '../ui/banners.tsx';
import { ServiceMenu } from '../ui/service-menu.tsx';
import { paths } from '@/shared/paths.ts';

/** /service: vacancy statistics, banners, the service menu, the job classes and the version. */
export function ServicePage() {
  const { t } = useTranslation(['joboffers', 'common']);
  const summary = useJobOfferSummary();
  return (
    <div className="vaga-page vaga-service">
      <StatisticsBox summary={summary.data} columns={currentLocale() !== 'zh-Hant'} />
      <Banners />
      <ServiceMenu>
        <Link className="vaga-link" to={paths.illustrate}>
          {t('common:illustrateLink')}
        </Link>
      </ServiceMenu>
      <JobClassList />
      <VersionFooter />
    </div>
  );
}
