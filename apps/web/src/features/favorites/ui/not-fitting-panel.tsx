import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS } from '@vaga/contract';
import { Button } from '@/shared/ui/button.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';
import { useVisitorOffers } from '../api/get-visitor-offers.ts';
import { dismissNotFitting } from '../lib/not-fitting-notice.ts';
import './favorites.css';

function Titles({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('favorites');
  const offers = useVisitorOffers(ids);
  return (
    <ul className="vaga-not-fitting__list">
      {ids.map((id, index) => {
        const offer = offers[index];
        const title = offer.data?.jobOfferTitle ?? (offer.isError ? t('visitor.gone') : '…');
        return <li key={id}>{title}</li>;
      })}
    </ul>
  );
}

/** The dialog that names the favourites that did not fit (NotFittingNotice loads it). */
export function NotFittingDialog({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('favorites');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);

  return (
    <Sheet kind="dialog" labelledBy={titleId} onClose={dismissNotFitting}>
      <h2 id={titleId} className="vaga-panel__title">
        {t('notFitting.title')}
      </h2>
      <p className="vaga-panel__text">
        {t('notFitting.description', { count: LIMITS.favoritesPerSeeker })}
      </p>
      <Titles ids={ids} />
      <Button ref={closeRef} variant="primary" onClick={dismissNotFitting}>
        {t('notFitting.close')}
      </Button>
    </Sheet>
  );
}
