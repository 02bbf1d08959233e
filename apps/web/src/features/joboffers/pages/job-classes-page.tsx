import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { JobClassList } from '../ui/job-class-list.tsx';
import { VacancySearchEntry } from '../ui/vacancy-search-entry.tsx';
import { eventContextOf } from '../lib/event-context.ts';

/** The panel of an event list opened without a usable event. */
export function NoEventPanel() {
  const { t } = useTranslation('joboffers');
  return (
    <LinkPanel
      title={t('jobClasses.noEvent.title')}
      description={t('jobClasses.noEvent.description')}
      action={t('jobClasses.noEvent.action')}
      to={paths.matchKinds()}
    />
  );
}

/**
 * /job-service: the job classes of the local vacancies, or with `type=event&eventId=` those of a
 * job-matching event's vacancies (spec §2: LEISURE_EVENT_ODE catalog types 2 and 3).
 */
export function JobClassesPage() {
  const [params] = useSearchParams();
  const event = eventContextOf(params);
  if (event === undefined) return <NoEventPanel />;
  return (
    <div className="vaga-page">
      {event === null && <VacancySearchEntry />}
      <JobClassList event={event ?? undefined} />
    </div>
  );
}
