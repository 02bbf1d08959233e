import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useCreateConsoleEvent } from '../api/console-events.ts';
import { EventForm } from './event-form.tsx';
import { emptyEventForm } from '../lib/event-form-values.ts';
import { eventPath, eventsPath } from '@/shared/paths.ts';
import { ConsoleNewPage, useOpenMade } from '@/shared/console/console-record-state.tsx';

/** A new event: once created, its page opens to add sessions and vacancies. */
export function ConsoleEventNewPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const open = useOpenMade();
  const create = useCreateConsoleEvent();
  return (
    <ConsoleNewPage list={eventsPath()} backLabel={t('common.back')} title={t('events.create')}>
      <EventForm
        title={t('events.form.title')}
        submitLabel={t('events.form.create')}
        initial={emptyEventForm()}
        pending={create.isPending}
        refusal={create.error}
        onSubmit={(input) =>
          create.mutate(input, { onSuccess: (event) => open(eventPath(event.eventId)) })
        }
      />
    </ConsoleNewPage>
  );
}
