import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { paths } from '@/shared/paths.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { useJobAssistance, useJobAssistanceOptions } from '../api/get-job-assistance.ts';
import { RegistrationCard } from '../ui/registration-card.tsx';
import '../jobseeks.css';
import { queriesState } from '@/shared/lib/queries-state.ts';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

/**
 * `/referral-service` (its referralInfo child, spec §2): the seeker's registration-info card, or,
 * before a first registration, what the service is and the way to register.
 */
export function ReferralInfoPage() {
  const { t } = useTranslation('jobseeks');
  const assistance = useJobAssistance();
  const options = useJobAssistanceOptions();
  if (assistance.data === undefined || !options.data)
    return <PageLoadState {...queriesState([assistance, options])} />;
  if (assistance.data === null)
    return (
      <div className="vaga-page">
        <LinkPanel
          title={t('intro.title')}
          description={t('intro.description', { count: options.data.validityDays })}
          action={t('intro.register')}
          to={paths.updateRegister()}
          primary
        />
      </div>
    );
  return (
    <div className="vaga-page">
      <RegistrationCard assistance={assistance.data} options={options.data} />
    </div>
  );
}
