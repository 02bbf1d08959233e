import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventRegistration } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Facts } from '@/shared/ui/facts.tsx';

/** Before check-in: a hint; after: my place in the queue and how many wait before me. */
export function QueueStatus({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation('events');
  if (!registration.checkedInAt) {
    return <p className="vaga-event__hint">{t('ticket.notCheckedIn')}</p>;
  }
  return (
    <Facts
      side
      className="vaga-event__queue"
      aria-live="polite"
      facts={[
        [t('ticket.checkedInAt'), formatDateTime(registration.checkedInAt)],
        [t('ticket.place'), registration.place ?? '–'],
        [t('ticket.waiting'), registration.waitingCount],
      ]}
    />
  );
}
