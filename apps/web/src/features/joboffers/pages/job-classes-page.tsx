import { useSearchParams } from 'react-router';
import { JobClassList } from '../ui/job-class-list.tsx';
import { NoEventPanel } from '../ui/no-event-panel.tsx';
import { VacancySearchEntry } from '../ui/vacancy-search-entry.tsx';
import { eventContextOf } from '../lib/event-context.ts';

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
