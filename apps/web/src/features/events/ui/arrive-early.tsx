import { useTranslation } from '@/shared/lib/translate/react.tsx';

/** The notice of spec §9: arrive this many minutes early. */
export function ArriveEarly({ minutes }: { minutes: number }) {
  const { t } = useTranslation('events');
  return (
    <p className="vaga-event__notice" role="note">
      {t('arriveEarly', { count: minutes })}
    </p>
  );
}
