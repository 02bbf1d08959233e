import '@/shared/ui/form.css';
import '../booking.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { useBookingCvs } from '../api/get-booking-cvs.ts';
import { useBookingOffer } from '../api/get-booking-offer.ts';
import { useBookingProfileStatus } from '../api/get-booking-profile-status.ts';
import { AppointmentFields } from '../components/appointment-fields.tsx';
import { BookingOffer } from '../components/booking-offer.tsx';
import { NoDraft } from '../components/no-draft.tsx';
import { RegistrationLink } from '../components/registration-link.tsx';
import { attachmentMissing, checkAppointment, type BookingErrors } from '../lib/booking-checks.ts';
import { draftFor, effectiveCv, writeDraft, type BookingDraft } from '../lib/booking-draft.ts';
import { Button } from '@/shared/ui/button.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

function jobOfferIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * A resume whose update is forced (flag 2) must be updated before booking (spec §2, §4): it leads
 * to the resume update. The job-seeking registration has its own way from the form
 * (`RegistrationLink`, `update-register?goTo=-1`).
 */
function MustUpdatePanel() {
  const { t } = useTranslation('booking');
  return (
    <LinkPanel
      title={t('mustUpdate.title')}
      description={t('mustUpdate.description')}
      action={t('mustUpdate.action')}
      to={paths.updateProfile}
      primary
    />
  );
}

function AppointmentForm({ jobOfferId, type }: { jobOfferId: number; type: 'local' | 'event' }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const offer = useBookingOffer(jobOfferId);
  const cvs = useBookingCvs();
  const [draft, setDraft] = useState<BookingDraft>(() => draftFor(jobOfferId, type));
  const [errors, setErrors] = useState<BookingErrors>({});
  if (!offer.data) return offer.isError ? <NoDraft offerFailed /> : <PageLoadState />;
  const needCv = offer.data.needCv;
  const cvUid = effectiveCv(draft.cvUid, needCv, cvs.data);
  const cv = cvs.data?.find((file) => file.cvUid === cvUid) ?? null;

  const change = (patch: Partial<BookingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeDraft(next);
    if (Object.keys(errors).length > 0) setErrors(checkAppointment(next));
  };

  const next = () => {
    const found = checkAppointment(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const sent = { ...draft, cvUid: cv ? cvUid : null };
    if (attachmentMissing(needCv, sent)) {
      showErrorToast(new ApiError('BE_CV_MUST_ATTACHED'));
      return;
    }
    writeDraft(sent);
    void navigate(paths.sendAppointment);
  };

  return (
    <div className="vaga-booking">
      <BookingOffer offer={offer.data} />
      <form
        className="vaga-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <AppointmentFields draft={draft} errors={errors} onChange={change} />
        <section className="vaga-booking__links" aria-label={t('form.attachments')}>
          <Link className="vaga-booking__link" to={paths.previewResume}>
            {t('form.previewResume')}
          </Link>
          <Link className="vaga-booking__link" to={paths.accessoryList}>
            <span>{t('form.attachment')}</span>
            <span className="vaga-booking__link-value">
              {cv ? cv.cvName : needCv === 1 ? t('form.attachmentRequired') : t('form.none')}
            </span>
          </Link>
          <RegistrationLink />
        </section>
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary">
            {t('form.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * `/job-service/make-appointment?jobOfferId=&type=`: the seeker chooses the expected interview
 * dates and time period, writes the content, checks the resume and the attachment, then confirms.
 * The route's gate has already let in only a resident with a resume.
 */
export function MakeAppointmentPage() {
  const [params] = useSearchParams();
  const jobOfferId = jobOfferIdOf(params.get('jobOfferId'));
  const type = params.get('type') === 'event' ? 'event' : 'local';
  const status = useBookingProfileStatus();
  if (jobOfferId === null) return <NoDraft />;
  if (!status.data)
    return <PageLoadState error={status.error} onRetry={() => void status.refetch()} />;
  if (status.data.needUpadteProfile === 2) return <MustUpdatePanel />;
  return <AppointmentForm jobOfferId={jobOfferId} type={type} />;
}
