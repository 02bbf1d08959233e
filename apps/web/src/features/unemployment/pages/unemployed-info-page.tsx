import '@/shared/ui/form.css';
import '../unemployment.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { UNEMPLOYMENT_LIMITS, UNEMPLOYMENT_STATES } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { useUnemployment } from '../api/get-unemployment.ts';
import { RegistrationStatus } from '../ui/registration-status.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/** What the registration is, who may file it and what to prepare. */
function About() {
  const { t } = useTranslation('unemployment');
  return (
    <section className="vaga-card vaga-unemployment__about" aria-labelledby="unemployment-about">
      <h2 id="unemployment-about" className="vaga-form__title">
        {t('info.title')}
      </h2>
      <p>{t('info.what')}</p>
      <h3 className="vaga-form__subtitle">{t('info.whoTitle')}</h3>
      <p>{t('info.who')}</p>
      <h3 className="vaga-form__subtitle">{t('info.prepareTitle')}</h3>
      <ul className="vaga-unemployment__prepare">
        <li>{t('info.prepareSeparation')}</li>
        <li>{t('info.prepareProof')}</li>
        <li>{t('info.prepareFiles', { max: UNEMPLOYMENT_LIMITS.totalMaxMegabytes })}</li>
        <li>{t('info.prepareDraft', { count: UNEMPLOYMENT_LIMITS.draftDays })}</li>
      </ul>
    </section>
  );
}

/**
 * `/unemployed-info` (the government app opens it directly; its top-bar button closes the app):
 * what the registration is, and the seeker's latest one — to continue, to answer a request for
 * documents, or to follow; "start" when there is none or the last one is decided.
 */
export function UnemployedInfoPage() {
  const { t } = useTranslation('unemployment');
  const current = useUnemployment();
  const registration = current.data ?? null;
  const canStart =
    current.isSuccess &&
    (registration === null ||
      registration.state === UNEMPLOYMENT_STATES.approved ||
      registration.state === UNEMPLOYMENT_STATES.refused);
  return (
    <div className="vaga-page vaga-unemployment">
      <About />
      {current.data === undefined ? (
        <LoadState error={current.error} onRetry={() => void current.refetch()} />
      ) : null}
      {registration ? <RegistrationStatus registration={registration} /> : null}
      {canStart ? (
        <div className="vaga-form__actions">
          <ButtonLink variant="primary" to={paths.unemployedProcess}>
            {t('info.start')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
