import '@/shared/ui/form.css';
import '../unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { UNEMPLOYMENT_STATES } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { useUnemployment } from '../api/get-unemployment.ts';
import { RegistrationStatus } from '../ui/registration-status.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

/**
 * `/unemployed-result`: the submitted registration's reference number and, while under review,
 * what happens next — staff review it, may ask for more documents, and it is followed on
 * `/unemployed-info`. Once documents are asked for or it is decided, its state now and the
 * refusal reason, as `/unemployed-info` shows them.
 */
export function UnemployedResultPage() {
  const { t } = useTranslation('unemployment');
  const current = useUnemployment();
  const registration = current.data;
  if (registration === undefined)
    return <PageLoadState error={current.error} onRetry={() => void current.refetch()} />;
  if (
    !registration ||
    registration.state === UNEMPLOYMENT_STATES.draft ||
    !registration.referenceNo
  )
    return (
      <div className="vaga-page">
        <LinkPanel title={t('result.none')} action={t('result.follow')} to={paths.unemployedInfo} />
      </div>
    );
  // Decided, or documents asked for: its state as it is now, with the refusal reason.
  if (registration.state !== UNEMPLOYMENT_STATES.underReview)
    return (
      <div className="vaga-page vaga-unemployment">
        <RegistrationStatus registration={registration} />
        <div className="vaga-form__actions">
          <ButtonLink variant="primary" to={paths.unemployedInfo}>
            {t('result.follow')}
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <div className="vaga-page vaga-unemployment">
      <section
        className="vaga-card vaga-unemployment__result"
        aria-labelledby="unemployment-result"
      >
        <h2 id="unemployment-result" className="vaga-form__title">
          {t('result.title')}
        </h2>
        <p>
          {t('result.referenceNo')}{' '}
          <strong className="vaga-unemployment__ref">{registration.referenceNo}</strong>
        </p>
        {registration.submittedAt ? (
          <p>{t('result.submittedAt', { at: formatDateTime(registration.submittedAt) })}</p>
        ) : null}
        <p role="status">{t('result.state', { state: registration.stateDesc })}</p>
        <h3 className="vaga-form__subtitle">{t('result.nextTitle')}</h3>
        <ol className="vaga-unemployment__next">
          <li>{t('result.nextReview')}</li>
          <li>{t('result.nextSupplement')}</li>
          <li>{t('result.nextFollow')}</li>
        </ol>
        <ButtonLink variant="primary" to={paths.unemployedInfo}>
          {t('result.follow')}
        </ButtonLink>
      </section>
    </div>
  );
}
