import { LIMITS } from '@vaga/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { HOME_PATH } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';

/**
 * A resident under 16 by the identity's birth date at the entry of a flow that needs that age
 * (the resume, the job-seeking registration, interviews, records, referral, event registration,
 * booking): the server's age refusal (BE_SEEKER_AGE_MUST_GE_16), told before the flow starts.
 */
export function UnderAgePanel() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const title = t('panels.underAge.title', { age: LIMITS.minimumAge });
  return (
    <section className="vaga-panel" role="alert" aria-label={title}>
      <h2 className="vaga-panel__title">{title}</h2>
      <p className="vaga-panel__text">{errorText('BE_SEEKER_AGE_MUST_GE_16', currentLocale())}</p>
      <p className="vaga-panel__text">
        {t('panels.underAge.description', { age: LIMITS.minimumAge })}
      </p>
      <div className="vaga-panel__actions">
        <Button variant="primary" onClick={() => void navigate(HOME_PATH, { replace: true })}>
          {t('topBar.back')}
        </Button>
      </div>
    </section>
  );
}
