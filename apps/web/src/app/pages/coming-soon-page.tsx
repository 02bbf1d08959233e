import { useTranslation } from 'react-i18next';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '../paths.ts';

/**
 * An honest placeholder for pages that a later version fills: it says the page cannot be used
 * yet and offers the way back. It does not pretend to work.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('common');
  return (
    <LinkPanel
      title={t('comingSoon.title')}
      description={t('comingSoon.description')}
      action={t('comingSoon.action')}
      to={paths.service}
    />
  );
}
