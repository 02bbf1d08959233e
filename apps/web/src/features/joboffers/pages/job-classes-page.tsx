import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JobClassList } from '../components/job-class-list.tsx';
import { VacancySearchEntry } from '../components/vacancy-search-entry.tsx';

/** /job-service: the job classes; the local ones now, those of events with the events feature. */
export function JobClassesPage() {
  const { t } = useTranslation('joboffers');
  const [params] = useSearchParams();
  if (params.get('type') === 'event') {
    return (
      <div className="vaga-page">
        <p className="vaga-panel">{t('jobClasses.eventComingSoon')}</p>
      </div>
    );
  }
  return (
    <div className="vaga-page">
      <VacancySearchEntry />
      <JobClassList />
    </div>
  );
}
