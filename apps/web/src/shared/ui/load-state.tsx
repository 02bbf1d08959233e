import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isApiError } from '@/shared/lib/api-error.ts';
import { Button } from '@/shared/ui/button.tsx';

interface LoadStateProps {
  /** The failure, if any (an error, or `true`): a message with a retry, or `notFound` for a 404. */
  error?: unknown;
  onRetry?: () => void;
  /** Loaded, with nothing to show. */
  empty?: boolean;
  /** What "nothing" says (the list's own words); "No data" otherwise. */
  emptyText?: string;
  /** What a failure says (the list's own words); "Failed to load" otherwise. */
  errorText?: string;
  /** What a 404 shows instead of the retry (the thing is someone else's or gone). */
  notFound?: ReactNode;
}

/**
 * The state of data that is not there to show: loading, empty, or failed with a retry (spec §8).
 * Without an error and not empty, it is loading.
 */
export function LoadState({
  error,
  onRetry,
  empty,
  emptyText,
  errorText,
  notFound,
}: LoadStateProps) {
  const { t } = useTranslation('common');
  if (error) {
    if (notFound && isApiError(error) && error.status === 404) return <>{notFound}</>;
    return (
      <div role="alert" className="vaga-paged-list__status">
        <p>{errorText ?? t('DataComponent.message.loadFailed')}</p>
        {onRetry ? <Button onClick={onRetry}>{t('DataComponent.action.retry')}</Button> : null}
      </div>
    );
  }
  if (empty) {
    return (
      <p className="vaga-paged-list__status">{emptyText ?? t('DataComponent.message.noData')}</p>
    );
  }
  return (
    <p role="status" aria-busy="true" className="vaga-paged-list__status">
      {t('DataComponent.message.loading')}
    </p>
  );
}

/** LoadState as the whole content of a page (its data not there yet, or failed). */
export function PageLoadState(props: LoadStateProps) {
  return (
    <div className="vaga-page">
      <LoadState {...props} />
    </div>
  );
}
