import type { ReactNode } from 'react';
import type { JobOfferDetail } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isApiError } from '@/shared/lib/api-error.ts';
import { ErrorCodeText } from '@/shared/ui/error-code-text.tsx';
import { useJobOffer } from '../api/get-job-offer.ts';
import { JobOfferDetailView } from './job-offer-detail.tsx';
import './job-search.css';

/** A vacancy detail's own controls (the favourite toggle), given by the page that shows it. */
export type DetailActions = (offer: JobOfferDetail) => ReactNode;

/** The answers that mean the vacancy is gone (expired and removed, or never existed). */
const GONE_CODES = ['BE_JOBOFFER_INVALID', 'NOT_FOUND'];

/** A vacancy's detail as its query answers it: loading, gone, or the whole vacancy. */
export function DetailBody({
  id,
  renderActions,
  titleId,
  keepFailure = false,
}: {
  id: number;
  renderActions?: DetailActions;
  titleId: string;
  /** Show a failure the page came with (server-rendered) rather than asking again. */
  keepFailure?: boolean;
}) {
  const { t } = useTranslation(['jobsearch', 'common']);
  const offer = useJobOffer(id, keepFailure);
  if (offer.isPending) return <p role="status">{t('common:DataComponent.message.loading')}</p>;
  if (offer.isError) {
    // A removed or unknown vacancy says so in place; any other failure shows its own message.
    const { error } = offer;
    const own = isApiError(error) && !GONE_CODES.includes(error.code);
    return (
      <p id={titleId} className="vaga-detail__expired" role="alert">
        {own ? <ErrorCodeText code={error.code} args={error.errorArgs} /> : t('detail.unavailable')}
      </p>
    );
  }
  return (
    <JobOfferDetailView
      offer={offer.data}
      actions={renderActions?.(offer.data)}
      titleId={titleId}
    />
  );
}
