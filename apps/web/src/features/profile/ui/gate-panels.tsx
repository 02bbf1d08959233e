import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { paths } from '@/shared/paths.ts';
import { CreateResumeFirstPanel } from '@/shared/ui/create-resume-panel.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';

export function AlreadyCreated() {
  const { t } = useTranslation('profile');
  return (
    <LinkPanel
      title={t('gate.exists.title')}
      description={t('gate.exists.text')}
      action={t('gate.exists.action')}
      to={paths.updateProfile}
      primary
    />
  );
}

export function NoProfileYet() {
  const { t } = useTranslation('profile');
  return <CreateResumeFirstPanel description={t('gate.missing.text')} />;
}
