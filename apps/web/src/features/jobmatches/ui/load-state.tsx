import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { LoadState as SharedLoadState } from '@/shared/ui/load-state.tsx';

/** Loading, "not found" (someone else's or a missing interview), or a failure with a retry. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('jobmatches');
  return (
    <SharedLoadState
      error={error}
      onRetry={onRetry}
      notFound={
        <LinkPanel
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={t('notFound.action')}
          to={paths.interview}
        />
      }
    />
  );
}
