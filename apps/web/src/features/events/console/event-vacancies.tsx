import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleEventVacanciesInputSchema, type ConsoleEventDetail } from '@vaga/contract';
import { useChangeEventVacancies } from '../api/console-event-actions.ts';
import { errorsOf } from '@/shared/lib/console-form-checks.ts';
import { EventVacancySearch } from './event-vacancy-search.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Typed vacancy numbers: digits separated by commas or spaces; anything else is not a number. */
function idsOf(typed: string): number[] {
  return typed
    .split(/[\s,，]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : NaN));
}

/**
 * The employers' vacancies offered at the event, with the bookings each had (an expired or
 * removed one marked: residents no longer see it); staff attach valid vacancies by number or by
 * a search of the valid ones, and remove them.
 */
export function EventVacancies({ event }: { event: ConsoleEventDetail }) {
  const { t } = useTranslation(['events-console', 'console']);
  const id = String(event.eventId);
  const change = useChangeEventVacancies(id);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const attached = event.vacancies.map((vacancy) => vacancy.jobOfferId);
  const attach = (jobOfferIds: number[], then?: () => void) =>
    change.mutate({ jobOfferIds, detach: false }, { onSuccess: then });

  return (
    <section className="vaga-console-match__section" aria-labelledby="event-vacancies">
      <h3 id="event-vacancies">{t('events.vacancies.title')}</h3>
      {event.vacancies.length === 0 ? (
        <p>{t('events.vacancies.empty')}</p>
      ) : (
        <ul className="vaga-console-rows" aria-label={t('events.vacancies.title')}>
          {event.vacancies.map((vacancy) => (
            <li key={vacancy.jobOfferId}>
              <span>
                {vacancy.jobOfferTitle}{' '}
                <span className="vaga-console-match__muted">
                  #{vacancy.jobOfferId} · {vacancy.employerName} ·{' '}
                  {t('events.vacancies.bookings', { count: vacancy.bookingCount })}
                  {vacancy.state === 'VALID' ? null : (
                    <> · {t(`events.vacancies.state.${vacancy.state}`)}</>
                  )}
                </span>
              </span>
              <Button
                size="small"
                disabled={change.isPending}
                aria-label={t('events.vacancies.detach', { title: vacancy.jobOfferTitle })}
                onClick={() => change.mutate({ jobOfferIds: [vacancy.jobOfferId], detach: true })}
              >
                {t('events.vacancies.detachShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="vaga-form"
        aria-label={t('events.vacancies.attachTitle')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const ids = idsOf(typed);
          const found = errorsOf(ConsoleEventVacanciesInputSchema, { jobOfferIds: ids });
          const message = ids.some(Number.isNaN) ? 'validation.invalid' : (found.jobOfferIds ?? '');
          setError(ids.length === 0 ? 'validation.required' : message);
          if (ids.length > 0 && !message) attach(ids, () => setTyped(''));
        }}
      >
        <h4 className="vaga-form__subtitle">{t('events.vacancies.attachTitle')}</h4>
        <FormField label={t('events.vacancies.ids')} error={error}>
          {(props) => (
            <input
              {...props}
              className="vaga-field__input"
              inputMode="numeric"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </FormField>
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={change.isPending}>
            {t('events.vacancies.attach')}
          </Button>
        </div>
      </form>
      <EventVacancySearch
        attached={attached}
        pending={change.isPending}
        onAttach={(jobOfferId) => attach([jobOfferId])}
      />
    </section>
  );
}
