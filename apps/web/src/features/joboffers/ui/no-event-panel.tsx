import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';

/**
 * The panel of an event list opened without a usable event (the job classes and the job list
 * show it; a module of its own, so the job list does not load the job classes' page).
 */
export function NoEventPanel() {
  const { t } = useTranslation('joboffers');
  return (
    <LinkPanel
      title={t('jobClasses.noEvent.title')}
      description={t('jobClasses.noEvent.description')}
      action={t('jobClasses.noEvent.action')}
      to={paths.matchKinds()}
    />
  );
}
