import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { LoadState as SharedLoadState } from '@/shared/ui/load-state.tsx';

/** The panel of a page opened without an event, or with one that does not exist. */
export function EventNotFound() {
  const { t } = useTranslation('events');
  return (
    <LinkPanel
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={t('notFound.action')}
      to={paths.matchKinds()}
    />
  );
}

/** Loading, "not found" (a 404), or a failure with a retry. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return <SharedLoadState error={error} onRetry={onRetry} notFound={<EventNotFound />} />;
}
