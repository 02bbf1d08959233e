import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { KeywordSearchBox } from '@/shared/console/keyword-search-box.tsx';
import { JOB_SEEK_LIST_MAX, validationText, type ConsoleJobOffer } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useReferralOffers } from '@/features/joboffers/index.ts';
import { Button } from '@/shared/ui/button.tsx';

/** A chosen vacancy: its id and the title it was found under. */
export interface ChosenOffer {
  id: number;
  title: string;
}

interface ReferralOfferPickerProps {
  chosen: ChosenOffer[];
  onChange: (chosen: ChosenOffer[]) => void;
  error?: string;
  /** The choice must be made: its legend is marked. */
  required?: boolean;
}

/**
 * Valid vacancies searched by keyword; up to ten are chosen for one referral, kept across
 * searches, and each can be taken out again.
 */
export function ReferralOfferPicker({
  chosen,
  onChange,
  error,
  required,
}: ReferralOfferPickerProps) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const [keyword, setKeyword] = useState('');
  const offers = useReferralOffers(keyword);
  const full = chosen.length >= JOB_SEEK_LIST_MAX.referral;
  const isChosen = (id: number) => chosen.some((offer) => offer.id === id);
  const toggle = (offer: ConsoleJobOffer) =>
    onChange(
      isChosen(offer.id)
        ? chosen.filter((c) => c.id !== offer.id)
        : [...chosen, { id: offer.id, title: offer.title }],
    );
  const found = (offers.data ?? []).filter((offer) => offer.valid);

  return (
    <fieldset className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <legend
        className={required ? 'vaga-field__label vaga-field__label--required' : 'vaga-field__label'}
      >
        {t('refer.vacancies', { max: JOB_SEEK_LIST_MAX.referral })}
      </legend>
      <KeywordSearchBox label={t('refer.search')} onSearch={setKeyword} />
      {keyword === '' ? null : !offers.data ? (
        <div className="vaga-page-loading" aria-busy="true" />
      ) : found.length === 0 ? (
        <p>{t('common.noVacancies')}</p>
      ) : (
        <ul className="vaga-console-seekers" aria-label={t('refer.found')}>
          {found.map((offer) => (
            <li key={offer.id}>
              <label className="vaga-field__choice">
                <input
                  type="checkbox"
                  checked={isChosen(offer.id)}
                  disabled={full && !isChosen(offer.id)}
                  onChange={() => toggle(offer)}
                />
                {offer.title}
                <span className="vaga-console-match__muted"> · #{offer.id}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 ? (
        <div>
          <p className="vaga-console-match__muted">
            {t('refer.chosen', { count: chosen.length, max: JOB_SEEK_LIST_MAX.referral })}
          </p>
          <ul className="vaga-console-plain-list" aria-label={t('refer.chosenList')}>
            {chosen.map((offer) => (
              <li key={offer.id} className="vaga-console__actions-row">
                <span>
                  {offer.title} <span className="vaga-console-match__muted">#{offer.id}</span>
                </span>
                <Button
                  size="small"
                  aria-label={t('refer.remove', { title: offer.title })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== offer.id))}
                >
                  {t('refer.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p className="vaga-field__error" role="alert">
          {validationText(error, currentLocale())}
        </p>
      ) : null}
    </fieldset>
  );
}
