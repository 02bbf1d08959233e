import '../events.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { EVENT_LIMITS } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { useEvent } from '../api/get-event.ts';
import { ArriveEarly } from '../ui/arrive-early.tsx';
import { EventNotFound } from '../ui/load-state.tsx';
import { RegisterGate } from '../ui/register-gate.tsx';
import { idOf } from '../lib/query-ids.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

const BRING = ['identity', 'resume', 'ticket'] as const;

/**
 * `/register-ready?eventId=`: what registering means and what to bring, after the server's check
 * (initialvalidate) that I may register; continue leads to the form.
 */
export function RegisterReadyPage() {
  const { t } = useTranslation('events');
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const event = useEvent(eventId);
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="vaga-page vaga-event">
      <RegisterGate eventId={eventId}>
        {() => (
          <>
            <h2 className="vaga-section-title">{event.data?.eventName ?? t('ready.title')}</h2>
            <p>{t('ready.meaning')}</p>
            <h3 className="vaga-event__subtitle">{t('ready.bringTitle')}</h3>
            <ul className="vaga-event__bring">
              {BRING.map((item) => (
                <li key={item}>{t(`ready.bring.${item}`)}</li>
              ))}
            </ul>
            <ArriveEarly
              minutes={event.data?.arriveEarlyMinutes ?? EVENT_LIMITS.arriveEarlyMinutes}
            />
            <div className="vaga-form__actions">
              <ButtonLink variant="primary" to={paths.registerForm(eventId)}>
                {t('ready.continue')}
              </ButtonLink>
            </div>
          </>
        )}
      </RegisterGate>
    </div>
  );
}
