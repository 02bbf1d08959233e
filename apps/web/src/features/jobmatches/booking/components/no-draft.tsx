import { useTranslation } from 'react-i18next';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';

/** A booking page opened with no booking under way: back to the vacancies. */
export function NoDraft() {
  const { t } = useTranslation('booking');
  return (
    <LinkPanel
      title={t('noDraft.title')}
      description={t('noDraft.description')}
      action={t('noDraft.action')}
      to={paths.service}
      primary
    />
  );
}
