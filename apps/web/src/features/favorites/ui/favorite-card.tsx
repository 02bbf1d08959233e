import { useId, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Favorite, VacancyTranslatedField } from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { InterviewRequestGate } from '@/shared/ui/interview-request-gate.tsx';
import { Facts, type FactEntry } from '@/shared/ui/facts.tsx';
import { TranslatedText } from '@/shared/ui/translated-text.tsx';

/** Where the interview request of a vacancy goes (booking comes with the interviews). */
function makeAppointmentHref(jobOfferId: number): string {
  return paths.makeAppointment(jobOfferId);
}

interface FavoriteCardProps {
  favorite: Favorite;
  onRemove: () => void;
  removing?: boolean;
}

/**
 * A favourite vacancy of the /favorites tab: title, employer and salary, expanding to the whole
 * vacancy. An expired vacancy shows the expired message and no book button (spec §4).
 */
export function FavoriteCard({ favorite, onRemove, removing = false }: FavoriteCardProps) {
  const { t } = useTranslation('favorites');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const valid = favorite.isValid === 1;
  /** A translated text of the vacancy (marked when it is shown in Chinese); '' stays left out. */
  const text = (field: VacancyTranslatedField, value: string) =>
    value === '' ? (
      ''
    ) : (
      <TranslatedText record={favorite} field={field}>
        {value}
      </TranslatedText>
    );
  const facts: FactEntry[] = [
    [t('card.companyType'), favorite.companyType],
    [t('card.education'), favorite.education],
    [t('card.experienceSkill'), text('experienceSkill', favorite.experienceSkill)],
    [t('card.workingArea'), text('workingArea', favorite.workingArea)],
    [t('card.workingTime'), text('workingTime', favorite.workingTime)],
    [t('card.jobDescription'), text('jobDescription', favorite.jobDescription)],
  ];
  if (favorite.isShowAdditionalMessage === 1 && favorite.additionalMessage !== '') {
    facts.push([
      t('card.additionalMessage'),
      text('additionalMessage', favorite.additionalMessage),
    ]);
  }

  return (
    <article className="vaga-card vaga-favorite-card" aria-label={favorite.jobOfferTitle}>
      <button
        type="button"
        className="vaga-favorite-card__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span className="vaga-offer__title">{text('jobOfferTitle', favorite.jobOfferTitle)}</span>
        <span className="vaga-offer__company">{text('companyName', favorite.companyName)}</span>
        <span className="vaga-offer__salary">
          {formatSalary(favorite.salary, favorite.salaryTypeName)}
        </span>
      </button>
      {!valid && (
        <p className="vaga-favorite-card__expired" role="note">
          {t('card.expired')}
        </p>
      )}
      {open && (
        <div id={bodyId} className="vaga-favorite-card__body">
          <p className="vaga-offer__tags">
            {favorite.needCv === 1 && <span className="vaga-tag">{t('card.needCv')}</span>}
            {favorite.hashTag.length > 0 && (
              <TranslatedText record={favorite} field="hashTag">
                {favorite.hashTag.map((tag) => (
                  <span key={tag} className="vaga-tag vaga-tag--light">
                    #{tag}
                  </span>
                ))}
              </TranslatedText>
            )}
          </p>
          <Facts facts={facts} />
        </div>
      )}
      <footer className="vaga-favorite-card__actions">
        <Button onClick={onRemove} disabled={removing}>
          {t('card.remove')}
        </Button>
        {valid && (
          <InterviewRequestGate jobOfferId={favorite.jobOfferId}>
            <ButtonLink variant="primary" to={makeAppointmentHref(favorite.jobOfferId)}>
              {t('card.book')}
            </ButtonLink>
          </InterviewRequestGate>
        )}
      </footer>
    </article>
  );
}
