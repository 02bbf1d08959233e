import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { KeywordSearchBox } from '@/shared/console/keyword-search-box.tsx';
import { useReferralOffers } from '@/features/joboffers/index.ts';
import { Button } from '@/shared/ui/button.tsx';

interface EventVacancySearchProps {
  attached: number[];
  pending: boolean;
  onAttach: (jobOfferId: number) => void;
}

/** Valid vacancies searched by title; each found one can be attached to the event. */
export function EventVacancySearch({ attached, pending, onAttach }: EventVacancySearchProps) {
  const { t } = useTranslation(['events-console', 'console']);
  const [keyword, setKeyword] = useState('');
  const offers = useReferralOffers(keyword);
  const found = (offers.data ?? []).filter((offer) => offer.valid);
  return (
    <div className="vaga-field">
      <KeywordSearchBox label={t('events.vacancies.search')} onSearch={setKeyword} />
      {keyword === '' ? null : !offers.data ? (
        <div className="vaga-page-loading" aria-busy="true" />
      ) : found.length === 0 ? (
        <p>{t('common.noVacancies')}</p>
      ) : (
        <ul className="vaga-console-rows" aria-label={t('events.vacancies.found')}>
          {found.map((offer) => (
            <li key={offer.id}>
              <span>
                {offer.title} <span className="vaga-console-match__muted">#{offer.id}</span>
              </span>
              {attached.includes(offer.id) ? (
                <span className="vaga-console-match__muted">
                  {t('events.vacancies.isAttached')}
                </span>
              ) : (
                <Button
                  size="small"
                  disabled={pending}
                  aria-label={t('events.vacancies.attachOne', { title: offer.title })}
                  onClick={() => onAttach(offer.id)}
                >
                  {t('events.vacancies.attachShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
