import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_STATES } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { useBookingRegistration } from '../api/get-booking-registration.ts';

/**
 * The seeker's job-seeking registration beside the booking (spec §2): its state, and the way to
 * register or update it that comes back here (`updateRegister?goTo=-1`). A registration under
 * review cannot change, so it shows without the way.
 */
export function RegistrationLink() {
  const { t } = useTranslation('booking');
  const { data: registration, isPending } = useBookingRegistration();
  if (isPending) return null;
  const label = <span>{t('registration.label')}</span>;
  if (registration?.state === JOB_SEEK_STATES.processing)
    return (
      <div className="vaga-booking__link">
        {label}
        <span className="vaga-booking__link-value">{registration.stateDesc}</span>
      </div>
    );
  const value = !registration
    ? t('registration.none')
    : registration.currentJobSeekIsValid === 1
      ? registration.stateDesc
      : t('registration.updateNeeded', { state: registration.stateDesc });
  return (
    <Link className="vaga-booking__link" to={paths.updateRegister('-1')}>
      {label}
      <span className="vaga-booking__link-value">{value}</span>
    </Link>
  );
}
