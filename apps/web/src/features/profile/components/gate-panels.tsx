import { useTranslation } from 'react-i18next';
import { LinkPanel } from '@/shared/ui/panels.tsx';

export function AlreadyCreated() {
  const { t } = useTranslation('profile');
  return (
    <LinkPanel
      title={t('gate.exists.title')}
      description={t('gate.exists.text')}
      action={t('gate.exists.action')}
      to="/cv-form/update-profile"
      primary
    />
  );
}

export function NoProfileYet() {
  const { t } = useTranslation('profile');
  return (
    <LinkPanel
      title={t('gate.missing.title')}
      description={t('gate.missing.text')}
      action={t('gate.missing.action')}
      to="/cv-form"
      primary
    />
  );
}
