import '@/shared/console/console-pages.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useParams } from 'react-router';
import { EVENT_LIMITS } from '@vaga/contract';
import { useCheckIn } from '../api/console-event-actions.ts';
import { useConsoleEvent } from '../api/console-events.ts';
import { EventCheckinResult } from './event-checkin-result.tsx';
import { EventFailure } from './event-failure.tsx';
import { EventTicketScanner } from './event-ticket-scanner.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { eventPath } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';

/**
 * Check-in at the venue: the seeker's QR ticket scanned with the camera, or the ticket typed; the
 * answer shows who checked in with their place and the waiting count, or the catalogue's refusal
 * (a ticket not valid for this event, or one checked in before).
 */
export function ConsoleEventCheckinPage() {
  const { t } = useTranslation(['events-console', 'console']);
  const { id = '' } = useParams();
  const event = useConsoleEvent(id);
  const checkIn = useCheckIn(id);
  const [ticket, setTicket] = useState('');
  const [error, setError] = useState('');
  const send = (value: string) => {
    const trimmed = value.trim();
    setError(trimmed === '' ? 'validation.required' : '');
    if (trimmed === '') return;
    checkIn.mutate(trimmed, { onSuccess: () => setTicket('') });
  };
  return (
    <div className="vaga-console-matches">
      <Link to={eventPath(id)}>{t('events.checkin.back')}</Link>
      <h2 className="vaga-console-home__title">
        {t('events.checkin.title', { name: event.data?.eventName ?? '' })}
      </h2>
      {event.data ? (
        <p className="vaga-console-match__muted">
          {t('events.checkin.count', { count: event.data.checkedInCount })}
        </p>
      ) : null}
      <EventTicketScanner
        onTicket={(scanned) => {
          setTicket(scanned);
          send(scanned);
        }}
      />
      <form
        className="vaga-form"
        aria-label={t('events.checkin.typeTitle')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send(ticket);
        }}
      >
        <h3 className="vaga-form__subtitle">{t('events.checkin.typeTitle')}</h3>
        <FormField label={t('events.checkin.ticket')} error={error}>
          {(props) => (
            <input
              {...props}
              className="vaga-field__input"
              autoComplete="off"
              maxLength={EVENT_LIMITS.ticketMax}
              value={ticket}
              onChange={(e) => setTicket(e.target.value)}
            />
          )}
        </FormField>
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={checkIn.isPending}>
            {t('events.checkin.submit')}
          </Button>
        </div>
      </form>
      <EventFailure error={checkIn.error} />
      {checkIn.data && !checkIn.error ? <EventCheckinResult checkin={checkIn.data} /> : null}
    </div>
  );
}
