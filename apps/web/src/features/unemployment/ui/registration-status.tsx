import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { UNEMPLOYMENT_STATES, type UnemploymentRegistration } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { Facts } from '@/shared/ui/facts.tsx';
import { StatusTag, type Tone } from '@/shared/ui/status-tag.tsx';
import { AttachmentList } from './attachment-list.tsx';
import { HistoryList } from './history-list.tsx';
import { SupplementForm } from './supplement-form.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';

const STATE_TONES: Record<number, Tone> = {
  [UNEMPLOYMENT_STATES.draft]: 'neutral',
  [UNEMPLOYMENT_STATES.underReview]: 'primary',
  [UNEMPLOYMENT_STATES.supplementRequested]: 'warning',
  [UNEMPLOYMENT_STATES.approved]: 'success',
  [UNEMPLOYMENT_STATES.refused]: 'danger',
};

/**
 * The seeker's latest registration (GET sd): its state, reference number, dates, refusal reason,
 * files and history; for a draft the way back to it, for a request of documents the uploader.
 */
export function RegistrationStatus({ registration }: { registration: UnemploymentRegistration }) {
  const { t } = useTranslation('unemployment');
  const r = registration;
  return (
    <section className="vaga-card vaga-unemployment__status" aria-labelledby="unemployment-latest">
      <div className="vaga-unemployment__status-head">
        <h2 id="unemployment-latest" className="vaga-form__title">
          {t('status.title')}
        </h2>
        <StatusTag tone={STATE_TONES[r.state] ?? 'neutral'} className="vaga-unemployment__state">
          {r.stateDesc}
        </StatusTag>
      </div>
      <Facts
        className="vaga-unemployment__facts"
        facts={[
          [t('status.referenceNo'), r.referenceNo],
          [t('status.createdAt'), formatDateTime(r.createdAt)],
          [t('status.submittedAt'), formatDateTime(r.submittedAt)],
          [t('status.decidedAt'), formatDateTime(r.decidedAt)],
        ]}
      />
      {r.state === UNEMPLOYMENT_STATES.draft ? (
        <div className="vaga-unemployment__draft">
          <p>{t('status.draftUntil', { date: formatDateTime(r.draftExpiresAt) })}</p>
          <ButtonLink variant="primary" to={paths.unemployedProcess}>
            {t('status.continue')}
          </ButtonLink>
        </div>
      ) : null}
      {r.state === UNEMPLOYMENT_STATES.underReview ? <p>{t('status.underReview')}</p> : null}
      {r.state === UNEMPLOYMENT_STATES.refused && r.refusalReason ? (
        <div className="vaga-unemployment__refusal">
          <h3 className="vaga-form__subtitle">{t('status.refusalReason')}</h3>
          <p>{r.refusalReason}</p>
        </div>
      ) : null}
      {r.state === UNEMPLOYMENT_STATES.supplementRequested && r.openSupplement ? (
        <SupplementForm registration={r} request={r.openSupplement} />
      ) : null}
      {r.state !== UNEMPLOYMENT_STATES.draft &&
      r.state !== UNEMPLOYMENT_STATES.supplementRequested ? (
        <section aria-labelledby="unemployment-files">
          <h3 id="unemployment-files" className="vaga-form__subtitle">
            {t('status.files')}
          </h3>
          <AttachmentList attachments={r.attachments} />
        </section>
      ) : null}
      <HistoryList history={r.history} />
    </section>
  );
}
