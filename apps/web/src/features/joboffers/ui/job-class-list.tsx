import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useJobClasses } from '../api/get-job-classes.ts';
import { JobClassCard } from './job-class-card.tsx';
import type { EventContext } from './job-list-link.ts';
import { Button } from '@/shared/ui/button.tsx';

/** The job classes of the local vacancies (or of an event's), each as an expandable card. */
export function JobClassList({ event }: { event?: EventContext } = {}) {
  const { t } = useTranslation(['joboffers', 'common']);
  const classes = useJobClasses(event?.eventId);
  return (
    <section
      className="vaga-job-classes"
      aria-labelledby="vaga-job-classes-title"
      aria-busy={classes.isPending}
    >
      <h2 id="vaga-job-classes-title" className="vaga-section-title">
        {event?.eventName ?? t('jobClasses.title')}
      </h2>
      {classes.isPending && <p role="status">{t('common:DataComponent.message.loading')}</p>}
      {classes.isError && (
        <div role="alert" className="vaga-paged-list__status">
          <p>{t('common:DataComponent.message.loadFailed')}</p>
          <Button onClick={() => void classes.refetch()}>
            {t('common:DataComponent.action.retry')}
          </Button>
        </div>
      )}
      {classes.data?.length === 0 && <p>{t('common:DataComponent.message.noData')}</p>}
      {classes.data?.map((jobClass) => (
        <JobClassCard key={jobClass.id} jobClass={jobClass} event={event} />
      ))}
    </section>
  );
}
