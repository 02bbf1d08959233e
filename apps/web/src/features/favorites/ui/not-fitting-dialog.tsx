import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS } from '@vaga/contract';
import { useVisitorOffers } from '../api/get-visitor-offers.ts';
import { dismissNotFitting, useNotFitting } from '../lib/not-fitting-notice.ts';
import './favorites.css';
import { Button } from '@/shared/ui/button.tsx';

function Titles({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('favorites');
  const offers = useVisitorOffers(ids);
  return (
    <ul className="vaga-notice__list">
      {ids.map((id, index) => {
        const offer = offers[index];
        const title = offer.data?.jobOfferTitle ?? (offer.isError ? t('visitor.gone') : '…');
        return <li key={id}>{title}</li>;
      })}
    </ul>
  );
}

function NotFittingDialog({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('favorites');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div className="vaga-notice" role="presentation">
      <div
        className="vaga-notice__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismissNotFitting();
        }}
      >
        <h2 id={titleId} className="vaga-panel__title">
          {t('notFitting.title')}
        </h2>
        <p className="vaga-panel__text">
          {t('notFitting.description', { max: LIMITS.favoritesPerSeeker })}
        </p>
        <Titles ids={ids} />
        <Button ref={closeRef} variant="primary" onClick={dismissNotFitting}>
          {t('notFitting.close')}
        </Button>
      </div>
    </div>
  );
}

/**
 * After login, the visitor's favourites that did not fit in the account's list (at most
 * LIMITS.favoritesPerSeeker): named by their titles, kept on this device. Its texts load only
 * when there is something to say.
 */
export function NotFittingNotice() {
  const ids = useNotFitting();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotFittingDialog ids={ids} />
    </Suspense>
  );
}
