import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Favorite } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { login } from '@/shared/lib/session-actions.ts';
import { useSession } from '@/shared/lib/session.ts';
import { NoLocalAccountPanel } from '@/shared/ui/panels.tsx';
import { useChangeFavorite } from '../api/change-favorite.ts';
import { useFavoriteDetails } from '../api/get-favorite-details.ts';
import { useVisitorOffers } from '../api/get-visitor-offers.ts';
import { FavoriteCard } from '../ui/favorite-card.tsx';
import { removeVisitorFavorite, useVisitorFavorites } from '../lib/visitor-favorites.ts';
import '../ui/favorites.css';
import { Button } from '@/shared/ui/button.tsx';

const NOT_RESIDENT_CODES = new Set(['BE_NOT_RESIDENT', 'BE_IDENTITY_DOC_EXPIRED']);

function Empty() {
  const { t } = useTranslation('favorites');
  return <p className="vaga-paged-list__status">{t('page.empty')}</p>;
}

/** A logged-in seeker's favourites, from the server (GET favorites/detail). */
function SeekerFavorites() {
  const { t } = useTranslation(['favorites', 'common']);
  const details = useFavoriteDetails(true);
  const change = useChangeFavorite();

  if (details.isPending) return <p role="status">{t('common:DataComponent.message.loading')}</p>;
  if (details.isError) {
    if (isApiError(details.error) && NOT_RESIDENT_CODES.has(details.error.code)) {
      return <NoLocalAccountPanel />;
    }
    return (
      <div role="alert" className="vaga-paged-list__status">
        <p>{t('common:DataComponent.message.loadFailed')}</p>
        <Button onClick={() => void details.refetch()}>
          {t('common:DataComponent.action.retry')}
        </Button>
      </div>
    );
  }
  if (details.data.length === 0) return <Empty />;
  return (
    <ul className="vaga-favorites__list" aria-label={t('page.listLabel')}>
      {details.data.map((favorite) => (
        <li key={favorite.jobOfferId}>
          <FavoriteCard
            favorite={favorite}
            removing={change.isPending && change.variables?.jobOfferId === favorite.jobOfferId}
            onRemove={() => change.mutate({ jobOfferId: favorite.jobOfferId, save: false })}
          />
        </li>
      ))}
    </ul>
  );
}

/** The vacancies a visitor saved on this device; a vacancy that is gone can still be removed. */
function VisitorFavorites() {
  const { t } = useTranslation(['favorites', 'common']);
  const ids = useVisitorFavorites();
  const offers = useVisitorOffers(ids);
  return (
    <>
      <section className="vaga-panel" aria-labelledby="vaga-favorites-visitor">
        <h2 id="vaga-favorites-visitor" className="vaga-panel__title">
          {t('visitor.title')}
        </h2>
        <p className="vaga-panel__text">{t('visitor.description')}</p>
        <Button variant="primary" onClick={() => login()}>
          {t('visitor.login')}
        </Button>
      </section>
      {ids.length === 0 ? (
        <Empty />
      ) : (
        <ul className="vaga-favorites__list" aria-label={t('page.listLabel')}>
          {ids.map((id, index) => {
            const offer = offers[index];
            const remove = () => removeVisitorFavorite(id);
            return (
              <li key={id}>
                {offer?.data ? (
                  <FavoriteCard favorite={offer.data as Favorite} onRemove={remove} />
                ) : offer?.isError ? (
                  <article className="vaga-card vaga-favorite-card">
                    <p className="vaga-favorite-card__expired">{t('visitor.gone')}</p>
                    <Button onClick={remove}>{t('card.remove')}</Button>
                  </article>
                ) : (
                  <p role="status">{t('common:DataComponent.message.loading')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * /favorites (spec §2): the saved vacancies, each expanding to its details; expired ones say so
 * and cannot be booked; remove works. A visitor sees the ones kept on this device (spec §6).
 */
export function FavoritesPage() {
  const { isLoggedIn } = useSession();
  return (
    <div className="vaga-page vaga-favorites">
      {isLoggedIn ? <SeekerFavorites /> : <VisitorFavorites />}
    </div>
  );
}
