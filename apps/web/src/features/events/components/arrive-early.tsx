import { useTranslation } from 'react-i18next';

/** The notice of spec §9: arrive this many minutes early. */
export function ArriveEarly({ minutes }: { minutes: number }) {
  const { t } = useTranslation('events');
  return (
    <p className="vaga-event__notice" role="note">
      {t('arriveEarly', { minutes })}
    </p>
  );
}
