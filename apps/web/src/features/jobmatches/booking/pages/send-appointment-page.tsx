import '../booking.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { INTERVIEW_TIME_PERIODS } from '@vaga/contract';
import { ApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { useApplyJob } from '../api/apply-job.ts';
import { useBookingCvs } from '../api/get-booking-cvs.ts';
import { useBookingOffer } from '../api/get-booking-offer.ts';
import { BookingOffer } from '../components/booking-offer.tsx';
import { NoDraft } from '../components/no-draft.tsx';
import { attachmentMissing, checkAppointment, requestOf } from '../lib/booking-checks.ts';
import { clearDraft, readDraft } from '../lib/booking-draft.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

const PERIOD_NAMES = Object.fromEntries(
  Object.entries(INTERVIEW_TIME_PERIODS).map(([name, value]) => [value, name]),
) as Record<number, string>;

function Sent() {
  const { t } = useTranslation('booking');
  return (
    <section className="vaga-panel" role="status" aria-labelledby="booking-sent">
      <h2 id="booking-sent" className="vaga-panel__title">
        {t('send.sentTitle')}
      </h2>
      <p className="vaga-panel__text">{t('send.sentText')}</p>
      <ButtonLink variant="primary" to={paths.interview}>
        {t('send.toInterviews')}
      </ButtonLink>
    </section>
  );
}

/** `/job-service/send-appointment`: the booking to confirm, then sent (POST applyjob). */
export function SendAppointmentPage() {
  const { t } = useTranslation('booking');
  const [draft] = useState(() => readDraft());
  const [sent, setSent] = useState(false);
  const offer = useBookingOffer(draft?.jobOfferId ?? null);
  const cvs = useBookingCvs();
  const apply = useApplyJob();
  if (sent) return <Sent />;
  if (!draft) return <NoDraft />;
  if (!offer.data) {
    return offer.isError ? <NoDraft offerFailed /> : <PageLoadState />;
  }
  const cv = cvs.data?.find((file) => file.cvUid === draft.cvUid) ?? null;
  const editPath = paths.makeAppointment(draft.jobOfferId, draft.type);

  const send = () => {
    if (Object.keys(checkAppointment(draft)).length > 0) {
      showErrorToast(new ApiError('VALIDATION_FAIL'));
      return;
    }
    if (attachmentMissing(offer.data.needCv, draft)) {
      showErrorToast(new ApiError('BE_CV_MUST_ATTACHED'));
      return;
    }
    apply.mutate(requestOf(draft), {
      onSuccess: () => {
        clearDraft();
        setSent(true);
      },
    });
  };

  return (
    <div className="vaga-booking">
      <BookingOffer offer={offer.data} />
      <dl className="vaga-booking__summary">
        <div>
          <dt>{t('form.dates')}</dt>
          <dd>
            {formatDate(draft.expectedInterviewDateFrom)} –{' '}
            {formatDate(draft.expectedInterviewDateTo)}
          </dd>
        </div>
        <div>
          <dt>{t('form.period')}</dt>
          <dd>
            {draft.expectedInterviewTimePeriod
              ? t(`periods.${PERIOD_NAMES[draft.expectedInterviewTimePeriod]}`)
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('form.content')}</dt>
          <dd className="vaga-booking__content">{draft.content}</dd>
        </div>
        <div>
          <dt>{t('form.attachment')}</dt>
          <dd>{cv ? cv.cvName : t('form.none')}</dd>
        </div>
      </dl>
      <div className="vaga-form__actions">
        <ButtonLink to={editPath}>{t('send.edit')}</ButtonLink>
        <Button variant="primary" disabled={apply.isPending} onClick={send}>
          {t('send.submit')}
        </Button>
      </div>
    </div>
  );
}
