import '@/shared/ui/console-pages.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useCreateConsoleEvent } from '../api/console-events.ts';
import { EventForm } from './event-form.tsx';
import { emptyEventForm } from '../lib/event-form-values.ts';
import { eventPath, eventsPath } from '@/shared/paths.ts';

/** A new event: once created, its page opens to add sessions and vacancies. */
export function ConsoleEventNewPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const navigate = useNavigate();
  const create = useCreateConsoleEvent();
  return (
    <div className="vaga-console-matches">
      <Link to={eventsPath()}>{t('common.back')}</Link>
      <h2 className="vaga-console-home__title">{t('events.create')}</h2>
      <EventForm
        title={t('events.form.title')}
        submitLabel={t('events.form.create')}
        initial={emptyEventForm()}
        pending={create.isPending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (event) => void navigate(eventPath(event.eventId), { replace: true }),
          })
        }
      />
    </div>
  );
}
