import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';

/** A console address that does not exist (a section not built yet, a mistyped path). */
export function ConsoleNotFoundPage() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const home = `/${pathname.split('/')[1] ?? ''}`;
  return (
    <LinkPanel
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={t('notFound.action')}
      to={home}
      primary
    />
  );
}
