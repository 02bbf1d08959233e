import '@/shared/ui/form.css';
import '../events.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventVacancyDetail } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { WEB_ERROR_CODES } from '@/shared/lib/web-errors.ts';
import { paths } from '@/shared/paths.ts';
import { useApplyEventVacancy, useCvs } from '../api/bookings.ts';
import { useEventVacancy } from '../api/event-vacancies.ts';
import { useStatistics } from '../api/get-statistics.ts';
import { CvChoice } from '../ui/cv-choice.tsx';
import { EventNotFound, LoadState } from '../ui/load-state.tsx';
import { BookingsLeft } from '../ui/standing.tsx';
import { idOf } from '../lib/query-ids.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

interface Failure {
  code: string;
  args: (string | number)[];
}

function BookForm({ offer }: { offer: EventVacancyDetail }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const cvs = useCvs();
  const standing = useStatistics(offer.eventId, true);
  const apply = useApplyEventVacancy();
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | null>(null);
  const files = cvs.data ?? [];
  const cvUid = chosen === undefined ? (files[0]?.cvUid ?? null) : chosen;
  const required = offer.cvRequired === 1;

  const book = () => {
    setFailure(null);
    if (required && cvUid === null) {
      setFailure({ code: 'BE_CV_MUST_ATTACHED', args: [] });
      return;
    }
    apply.mutate(
      { eventId: offer.eventId, jobOfferId: offer.id, cvUid },
      {
        onSuccess: () => void navigate(paths.apptJobs(offer.eventId), { replace: true }),
        onError: (error) =>
          setFailure(
            isApiError(error)
              ? { code: error.code, args: error.errorArgs }
              : { code: WEB_ERROR_CODES.network, args: [] },
          ),
      },
    );
  };

  return (
    <form
      className="vaga-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        book();
      }}
    >
      <h2 className="vaga-section-title">{offer.jobOfferTitle}</h2>
      <p>{offer.companyName}</p>
      {standing.data && (
        <BookingsLeft
          remaining={standing.data.remainingBookings}
          count={standing.data.bookingCount}
        />
      )}
      {failure && (
        <div className="vaga-field__error" role="alert">
          <p>{errorText(failure.code, currentLocale(), failure.args)}</p>
          {failure.code === 'BE_EVENT_NOT_REGISTERED' && (
            <Link className="vaga-link" to={paths.registerReady(offer.eventId)}>
              {t('actions.register')}
            </Link>
          )}
        </div>
      )}
      <CvChoice cvs={files} value={cvUid} required={required} onChange={setChosen} />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={apply.isPending || cvs.isPending}>
          {t('appt.submit')}
        </Button>
        <ButtonLink to={paths.matchJobs(offer.eventId, offer.id)}>{t('appt.cancel')}</ButtonLink>
      </div>
    </form>
  );
}

/** `/appt-form?eventId=&jobOfferId=`: book a vacancy of the event with a CV (or none). */
export function ApptFormPage() {
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const jobOfferId = idOf(params.get('jobOfferId'));
  const offer = useEventVacancy(eventId, jobOfferId);
  if (eventId === null || jobOfferId === null) return <EventNotFound />;
  return (
    <div className="vaga-page vaga-event">
      {offer.data ? (
        <BookForm offer={offer.data} />
      ) : (
        <LoadState error={offer.error} onRetry={() => void offer.refetch()} />
      )}
    </div>
  );
}
