import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isApiError } from '@/shared/lib/api-error.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { Button } from '@/shared/ui/button.tsx';

/** Loading, "not found" (someone else's or a missing interview), or a failure with a retry. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation(['jobmatches', 'common']);
  if (!error) return <p role="status">{t('common:DataComponent.message.loading')}</p>;
  if (isApiError(error) && error.status === 404) {
    return (
      <LinkPanel
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={t('notFound.action')}
        to={paths.interview}
      />
    );
  }
  return (
    <div role="alert" className="vaga-paged-list__status">
      <p>{t('common:DataComponent.message.loadFailed')}</p>
      <Button onClick={onRetry}>{t('common:DataComponent.action.retry')}</Button>
    </div>
  );
}
