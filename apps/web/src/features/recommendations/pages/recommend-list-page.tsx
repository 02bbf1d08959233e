import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferCard } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useSession } from '@/shared/lib/session.ts';
import { NoLocalAccountPanel, PleaseLoginPanel } from '@/shared/ui/panels.tsx';
import { useRecommendations, useRefreshRecommendations } from '../api/recommendations.ts';
import { CreateResumeFirstPanel } from '@/shared/ui/create-resume-panel.tsx';
import { Button } from '@/shared/ui/button.tsx';

const NOT_RESIDENT_CODES = new Set(['BE_NOT_RESIDENT', 'BE_IDENTITY_DOC_EXPIRED']);

interface RecommendListProps {
  /** How a recommended vacancy shows (the app passes the vacancy card that opens its detail). */
  renderOffer: (offer: JobOfferCard) => ReactNode;
}

function Recommendations({ renderOffer }: RecommendListProps) {
  const { t } = useTranslation(['recommendations', 'common']);
  const list = useRecommendations(true);
  const refresh = useRefreshRecommendations();

  if (list.isPending) return <p role="status">{t('common:DataComponent.message.loading')}</p>;
  if (list.isError) {
    const code = isApiError(list.error) ? list.error.code : '';
    if (NOT_RESIDENT_CODES.has(code)) return <NoLocalAccountPanel />;
    if (code === 'BE_PROFILE_NOT_FOUND') {
      return <CreateResumeFirstPanel description={t('noProfile.description')} />;
    }
    return (
      <div role="alert" className="vaga-paged-list__status">
        <p>{t('common:DataComponent.message.loadFailed')}</p>
        <Button onClick={() => void list.refetch()}>
          {t('common:DataComponent.action.retry')}
        </Button>
      </div>
    );
  }

  const { content, computedAt, canRefresh } = list.data;
  return (
    <>
      <header className="vaga-recommend__head">
        <p className="vaga-recommend__time">
          {t('computedAt', { time: formatDateTime(computedAt) })}
        </p>
        <Button
          disabled={!canRefresh || refresh.isPending}
          aria-busy={refresh.isPending}
          aria-describedby={canRefresh ? undefined : 'vaga-recommend-once'}
          onClick={() => refresh.mutate()}
        >
          {t('refresh')}
        </Button>
        {!canRefresh && (
          <p id="vaga-recommend-once" className="vaga-recommend__note">
            {t('oncePerDay')}
          </p>
        )}
      </header>
      {content.length === 0 ? (
        <p className="vaga-paged-list__status">{t('empty')}</p>
      ) : (
        <ul className="vaga-paged-list__items" aria-label={t('common:routes.recommendList')}>
          {content.map((offer) => (
            <li key={offer.id}>{renderOffer(offer)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /recommend-list: vacancies matched to the seeker's expected jobs, education and experience,
 * with a refresh allowed once a day. Visitors are asked to log in.
 */
export function RecommendListPage({ renderOffer }: RecommendListProps) {
  const { isLoggedIn } = useSession();
  return (
    <div className="vaga-page vaga-recommend">
      {isLoggedIn ? <Recommendations renderOffer={renderOffer} /> : <PleaseLoginPanel />}
    </div>
  );
}
