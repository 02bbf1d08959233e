import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventRegistration } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';

/** Before check-in: a hint; after: my place in the queue and how many wait before me. */
export function QueueStatus({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation('events');
  if (!registration.checkedInAt) {
    return <p className="vaga-event__hint">{t('ticket.notCheckedIn')}</p>;
  }
  return (
    <dl className="vaga-event__facts vaga-event__queue" aria-live="polite">
      <div>
        <dt>{t('ticket.checkedInAt')}</dt>
        <dd>{formatDateTime(registration.checkedInAt)}</dd>
      </div>
      <div>
        <dt>{t('ticket.place')}</dt>
        <dd>{registration.place ?? '–'}</dd>
      </div>
      <div>
        <dt>{t('ticket.waiting')}</dt>
        <dd>{registration.waitingCount}</dd>
      </div>
    </dl>
  );
}
