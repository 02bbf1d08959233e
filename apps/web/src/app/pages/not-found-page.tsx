import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <LinkPanel
      title={t('routes.notFound')}
      description={t('notFound.description')}
      action={t('notFound.back')}
      to={paths.service}
    />
  );
}
