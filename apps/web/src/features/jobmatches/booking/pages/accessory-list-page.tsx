import '../booking.css';
import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useNavigate } from 'react-router';
import { formatDate } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { useBookingCvs } from '../api/get-booking-cvs.ts';
import { useBookingOffer } from '../api/get-booking-offer.ts';
import { NoDraft } from '../components/no-draft.tsx';
import { effectiveCv, readDraft, writeDraft, type BookingDraft } from '../lib/booking-draft.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

/**
 * `/job-service/accessory-list`: the seeker's CV files; one may be attached to the booking (it
 * must be when the vacancy needs a CV). Without a file, the way to upload one.
 */
export function AccessoryListPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BookingDraft | null>(() => readDraft());
  const offer = useBookingOffer(draft?.jobOfferId ?? null);
  const cvs = useBookingCvs();
  if (!draft) return <NoDraft />;
  if (!cvs.data) return <PageLoadState error={cvs.error} onRetry={() => void cvs.refetch()} />;

  const needCv = offer.data?.needCv ?? 0;
  const selected = effectiveCv(draft.cvUid, needCv, cvs.data);
  const choose = (cvUid: string | null) => {
    const next = { ...draft, cvUid };
    setDraft(next);
    writeDraft(next);
  };

  return (
    <div className="vaga-booking">
      {needCv === 1 ? (
        <p className="vaga-booking__note" role="status">
          {t('accessory.required')}
        </p>
      ) : null}
      {cvs.data.length === 0 ? (
        <section className="vaga-panel">
          <p className="vaga-panel__text">{t('accessory.empty')}</p>
          <ButtonLink to={paths.fileMethod}>{t('accessory.upload')}</ButtonLink>
        </section>
      ) : (
        <fieldset className="vaga-field">
          <legend className="vaga-field__label">{t('accessory.choose')}</legend>
          <div className="vaga-booking__files">
            {cvs.data.map((file) => (
              <label key={file.cvUid} className="vaga-booking__file">
                <input
                  type="radio"
                  name="booking-cv"
                  checked={selected === file.cvUid}
                  onChange={() => choose(file.cvUid)}
                />
                <span className="vaga-booking__file-name">{file.cvName}</span>
                <span className="vaga-booking__file-meta">
                  {file.uploadFileName} · {formatDate(file.uploadDate)}
                </span>
              </label>
            ))}
            <label className="vaga-booking__file">
              <input
                type="radio"
                name="booking-cv"
                checked={selected === null}
                disabled={needCv === 1}
                onChange={() => choose(null)}
              />
              <span className="vaga-booking__file-name">{t('accessory.noAttachment')}</span>
            </label>
          </div>
        </fieldset>
      )}
      <div className="vaga-form__actions">
        <Button
          variant="primary"
          onClick={() => {
            writeDraft({ ...draft, cvUid: selected });
            void navigate(paths.makeAppointment(draft.jobOfferId, draft.type));
          }}
        >
          {t('accessory.done')}
        </Button>
      </div>
    </div>
  );
}
