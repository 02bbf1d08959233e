import { useTranslation } from '@/shared/lib/translate/react.tsx';

/** What an erasure keeps: the kinds whose stay depends on the retention period, and the rest. */
const KEPT = [
  { key: 'account', years: false },
  { key: 'jobMatches', years: true },
  { key: 'jobSeeks', years: true },
  { key: 'unemployment', years: true },
  { key: 'events', years: true },
  { key: 'accessLog', years: true },
  { key: 'session', years: false },
] as const;

/** Everything the erasure keeps, each with why and for how long. */
export function KeptList({ retentionYears }: { retentionYears: number }) {
  const { t } = useTranslation('mydata');
  return (
    <>
      <p className="vaga-mydata__text">{t('keptItems.intro')}</p>
      <dl className="vaga-mydata__kept">
        {KEPT.map(({ key, years }) => (
          <div key={key}>
            <dt>{t(`keptItems.${key}.what`)}</dt>
            <dd>
              {t(`keptItems.${key}.why`)}{' '}
              {years
                ? t(`keptItems.${key}.howLong`, { count: retentionYears })
                : t(`keptItems.${key}.howLong`)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
