import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferDetail } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { useJobOffer } from '../api/get-job-offer.ts';
import { JobOfferDetailView } from './job-offer-detail.tsx';
import './job-search.css';
import { ErrorCodeText } from '@/shared/ui/error-code-text.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';

/** The query parameter that opens a vacancy's detail over the list: `?detail=<jobOfferId>`. */
export const DETAIL_PARAM = 'detail';

/** The list's address with the detail of a vacancy open over it. */
export function detailHref(params: URLSearchParams, pathname: string, jobOfferId: number): string {
  const next = new URLSearchParams(params);
  next.set(DETAIL_PARAM, String(jobOfferId));
  return `${pathname}?${next.toString()}`;
}

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

/**
 * The vacancy detail, opened over the job list by `?detail=<id>` (no route of its own: spec §2
 * lists none). Back, the close button or Escape closes it and the list stays where it was.
 */
export function JobDetailSheet({ renderActions }: { renderActions?: DetailActions }) {
  const { t } = useTranslation('jobsearch');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const raw = params.get(DETAIL_PARAM);
  const id = raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;

  const close = () => {
    // Opened from the list: going back closes it. Opened by a link from elsewhere: drop the param.
    if (location.key !== 'default' && (location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(DETAIL_PARAM);
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (id === null) return;
    closeRef.current?.focus();
  }, [id]);

  if (id === null) return null;
  return (
    <Sheet labelledBy={titleId} onClose={close}>
      <button ref={closeRef} type="button" className="vaga-sheet__close" onClick={close}>
        {t('detail.close')}
      </button>
      <DetailBody id={id} renderActions={renderActions} titleId={titleId} />
    </Sheet>
  );
}
