import '@/shared/ui/form.css';
import '../events.css';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS, type JobOfferCard } from '@vaga/contract';
import { PagedList } from '@/shared/ui/paged-list.tsx';
import { getEventVacancies, useEventVacancy } from '../api/event-vacancies.ts';
import { useEvent } from '../api/get-event.ts';
import { eventKeys } from '../api/query-keys.ts';
import { EventNotFound, LoadState } from '../ui/load-state.tsx';
import { EventVacancy } from '../ui/event-vacancy.tsx';
import { EventVacancyCard } from '../ui/event-vacancy-card.tsx';
import { idOf } from '../lib/query-ids.ts';
import { Button } from '@/shared/ui/button.tsx';

function VacancyAtEvent({ eventId, jobOfferId }: { eventId: number; jobOfferId: number }) {
  const offer = useEventVacancy(eventId, jobOfferId);
  if (!offer.data) return <LoadState error={offer.error} onRetry={() => void offer.refetch()} />;
  return <EventVacancy offer={offer.data} />;
}

function VacancyList({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);
  const event = useEvent(eventId);
  const inputId = useId();
  return (
    <div className="vaga-page vaga-event">
      <h2 className="vaga-section-title">{event.data?.eventName ?? t('vacancy.listTitle')}</h2>
      <form
        className="vaga-event__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams(params);
          if (typed.trim() === '') next.delete('keyword');
          else next.set('keyword', typed.trim());
          setParams(next, { replace: true });
        }}
      >
        <label className="vaga-field__label" htmlFor={inputId}>
          {t('vacancy.keyword')}
        </label>
        <input
          id={inputId}
          className="vaga-field__input"
          type="search"
          maxLength={LIMITS.keywordMaxLength}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('vacancy.search')}</Button>
      </form>
      <PagedList<JobOfferCard>
        queryKey={eventKeys.vacancies(eventId, keyword)}
        fetchPage={(page, size, signal) => getEventVacancies(eventId, keyword, page, size, signal)}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <EventVacancyCard eventId={eventId} offer={offer} />}
        label={t('vacancy.listTitle')}
      />
    </div>
  );
}

/**
 * `/match-jobs?eventId=` the event's vacancies, searched by keyword; with `&jobOfferId=` one of
 * them, with its book button.
 */
export function MatchJobsPage() {
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const jobOfferId = idOf(params.get('jobOfferId'));
  if (eventId === null) return <EventNotFound />;
  if (jobOfferId !== null) {
    return (
      <div className="vaga-page">
        <VacancyAtEvent eventId={eventId} jobOfferId={jobOfferId} />
      </div>
    );
  }
  return <VacancyList eventId={eventId} />;
}
