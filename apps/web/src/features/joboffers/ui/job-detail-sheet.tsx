import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { DetailActions } from './job-detail-body.tsx';
import './job-search.css';
import { Sheet } from '@/shared/ui/sheet.tsx';

/** The query parameter that opens a vacancy's detail over the list: `?detail=<jobOfferId>`. */
export const DETAIL_PARAM = 'detail';

/** The list's address with the detail of a vacancy open over it. */
export function detailHref(params: URLSearchParams, pathname: string, jobOfferId: number): string {
  const next = new URLSearchParams(params);
  next.set(DETAIL_PARAM, String(jobOfferId));
  return `${pathname}?${next.toString()}`;
}

export type { DetailActions };

/**
 * The detail's body loads when a vacancy is opened over the list, not with the list: its code
 * (the vacancy's view, its error texts) is no part of the list's first visit.
 */
const DetailBody = lazy(() =>
  import('./job-detail-body.tsx').then((m) => ({ default: m.DetailBody })),
);

/**
 * The vacancy detail, opened over the job list by `?detail=<id>` (no route of its own: spec §2
 * lists none). Back, the close button or Escape closes it and the list stays where it was.
 */
export function JobDetailSheet({ renderActions }: { renderActions?: DetailActions }) {
  const { t } = useTranslation(['jobsearch', 'common']);
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
      <Suspense fallback={<p role="status">{t('common:DataComponent.message.loading')}</p>}>
        <DetailBody id={id} renderActions={renderActions} titleId={titleId} />
      </Suspense>
    </Sheet>
  );
}
