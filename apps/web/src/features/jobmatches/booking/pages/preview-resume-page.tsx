import '../booking.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Profile } from '@vaga/contract';
import { useBookingProfileStatus } from '../api/get-booking-profile-status.ts';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

interface PreviewResumePageProps {
  /** The resume display, as the employer sees it. */
  renderResume: (profile: Profile) => ReactNode;
}

/** `/job-service/preview-resume`: the resume exactly as the employer will see it with the booking. */
export function PreviewResumePage({ renderResume }: PreviewResumePageProps) {
  const { t } = useTranslation('booking');
  const status = useBookingProfileStatus();
  if (!status.data)
    return <PageLoadState error={status.error} onRetry={() => void status.refetch()} />;
  const profile = status.data.voProfile;
  return (
    <div className="vaga-booking">
      <p className="vaga-booking__intro">{t('preview.intro')}</p>
      {!profile ? (
        <p className="vaga-booking__note">{t('preview.none')}</p>
      ) : profile.isPublic === 0 ? (
        <p className="vaga-booking__note" role="status">
          {t('preview.hidden')}
        </p>
      ) : (
        renderResume(profile)
      )}
    </div>
  );
}
