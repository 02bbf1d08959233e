import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';

/**
 * A booking page opened with no booking under way, or for a vacancy that cannot be booked (its
 * failure is also shown as a toast): back to the vacancies.
 */
export function NoDraft({ offerFailed = false }: { offerFailed?: boolean }) {
  const { t } = useTranslation('booking');
  const key = offerFailed ? 'offerFailed' : 'noDraft';
  return (
    <LinkPanel
      title={t(`${key}.title`)}
      description={t(`${key}.description`)}
      action={t('noDraft.action')}
      to={paths.service}
      primary
    />
  );
}
