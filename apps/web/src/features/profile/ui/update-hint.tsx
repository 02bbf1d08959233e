import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { NEED_UPDATE_PROFILE, type Profile } from '@vaga/contract';
import { dismissUpdateHint, isUpdateHintDismissed } from '../lib/update-hint.ts';
import { paths } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

interface UpdateHintProps {
  profile: Profile;
  /** Who is logged in (the account's euid): a dismissal is remembered per user. */
  user: string | undefined;
}

/**
 * The update flag's hint (spec §4): 1 a hint the person may dismiss (remembered per user),
 * 2 an error that stays until the resume is updated.
 */
export function UpdateHint({ profile, user }: UpdateHintProps) {
  const { t } = useTranslation('profile');
  const [justDismissed, setDismissed] = useState(false);
  const dismissed =
    justDismissed || (user !== undefined && isUpdateHintDismissed(user, profile.updatedAt));
  const flag = profile.needUpadteProfile;
  if (flag === NEED_UPDATE_PROFILE.forced) {
    return (
      <div className="vaga-hint vaga-hint--error" role="alert">
        <p>{t('hint.forced')}</p>
        <ButtonLink variant="primary" to={paths.updateProfile}>
          {t('hint.update')}
        </ButtonLink>
      </div>
    );
  }
  if (flag !== NEED_UPDATE_PROFILE.soft || dismissed || user === undefined) return null;
  return (
    <div className="vaga-hint" role="status">
      <p>{t('hint.soft')}</p>
      <ButtonLink size="small" to={paths.updateProfile}>
        {t('hint.update')}
      </ButtonLink>
      <Button
        size="small"
        onClick={() => {
          dismissUpdateHint(user, profile.updatedAt);
          setDismissed(true);
        }}
      >
        {t('hint.dismiss')}
      </Button>
    </div>
  );
}
