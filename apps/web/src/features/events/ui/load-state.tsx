import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isApiError } from '@/shared/lib/api-error.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';

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
  const { t } = useTranslation('common');
  if (!error) {
    return (
      <p role="status" aria-busy="true">
        {t('DataComponent.message.loading')}
      </p>
    );
  }
  if (isApiError(error) && error.status === 404) return <EventNotFound />;
  return (
    <div role="alert" className="vaga-paged-list__status">
      <p>{t('DataComponent.message.loadFailed')}</p>
      <Button onClick={onRetry}>{t('DataComponent.action.retry')}</Button>
    </div>
  );
}
