import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Profile } from '@vaga/contract';
import { useAccountProfile } from '@/shared/api/account-profile.ts';
import { useSetSelfSeeking } from '../api/save-profile.ts';
import { RESUME_TAB_PATH, updateAlonePath } from '../lib/go-to.ts';
import { NoProfileYet } from './gate-panels.tsx';
import { ProfileGate } from './profile-gate.tsx';
import { ResumeView } from './resume-view.tsx';
import { UpdateHint } from './update-hint.tsx';
import { paths } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

function Resume({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const account = useAccountProfile();
  const publish = useSetSelfSeeking();
  const next = profile.isPublic === 1 ? 0 : 1;
  return (
    <div className="vaga-page">
      <UpdateHint key={profile.updatedAt} profile={profile} user={account.data?.euid} />
      <ResumeView
        data={profile}
        sectionAction={(section) => (
          <ButtonLink
            size="small"
            to={updateAlonePath(section, RESUME_TAB_PATH)}
            aria-label={`${t('actions.update')} ${t(`sections.${section}`)}`}
          >
            {t('actions.update')}
          </ButtonLink>
        )}
      />
      <div className="vaga-form__actions">
        <Button disabled={publish.isPending} onClick={() => publish.mutate(next)}>
          {next === 1 ? t('actions.publish') : t('actions.hide')}
        </Button>
        <ButtonLink variant="primary" to={paths.updateProfile}>
          {t('actions.updateAll')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** `/cv?tab=0`: my job-seeking data, or the way to create it. */
export function ProfileTab() {
  return (
    <ProfileGate>
      {(profile) => (profile ? <Resume profile={profile} /> : <NoProfileYet />)}
    </ProfileGate>
  );
}
