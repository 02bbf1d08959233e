import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleEventCheckin } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { Fact } from '@/shared/console/fact.tsx';

/** The seeker just checked in: who, the masked document number, their place, who is waiting. */
export function EventCheckinResult({ checkin }: { checkin: ConsoleEventCheckin }) {
  const { t } = useTranslation(['events-console', 'console']);
  return (
    <section
      className="vaga-console-match__section"
      aria-labelledby="event-checkin-result"
      role="status"
    >
      <h3 id="event-checkin-result">{t('events.checkin.done')}</h3>
      <dl className="vaga-console-match__facts">
        <Fact label={t('events.checkin.seeker')}>{checkin.seekerName}</Fact>
        <Fact label={t('events.checkin.document')}>{checkin.docNumMasked}</Fact>
        <Fact label={t('events.checkin.place')}>{String(checkin.place)}</Fact>
        <Fact label={t('events.checkin.waiting')}>{String(checkin.waitingCount)}</Fact>
        <Fact label={t('events.checkin.at')}>{formatDateTime(checkin.checkedInAt)}</Fact>
      </dl>
    </section>
  );
}
