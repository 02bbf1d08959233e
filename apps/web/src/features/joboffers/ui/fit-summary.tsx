import type { Fit, FitItem } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';

function FitLine({ item }: { item: FitItem }) {
  const { t } = useTranslation('fit');
  return (
    <li className="vaga-fit__item">
      {item.has === null
        ? t('detail.itemNone', { name: item.name, asks: item.asks.label })
        : t('detail.item', { name: item.name, asks: item.asks.label, has: item.has.label })}
    </li>
  );
}

/**
 * "How you fit" on the vacancy detail: how many of the requirements the vacancy states
 * the seeker meets, then those met and those missed, each named in the page's language as the
 * server names it. Shown only when the answer carries a fit (a seeker with a resume, a vacancy
 * that states requirements).
 */
export function FitSummary({ fit }: { fit: Fit }) {
  const { t } = useTranslation('fit');
  const total = fit.met.length + fit.missing.length;
  return (
    <section className="vaga-detail__section vaga-fit" aria-labelledby="vaga-fit-title">
      <h3 id="vaga-fit-title">{t('detail.title')}</h3>
      <p className="vaga-fit__summary">
        {t('detail.summary', { met: fit.met.length, count: total })}
      </p>
      {fit.met.length > 0 && (
        <>
          <h4 className="vaga-fit__head vaga-fit__head--met">{t('detail.met')}</h4>
          <ul className="vaga-fit__list" aria-label={t('detail.met')}>
            {fit.met.map((item) => (
              <FitLine key={`${item.kind}-${item.name}-${item.asks.value}`} item={item} />
            ))}
          </ul>
        </>
      )}
      {fit.missing.length > 0 && (
        <>
          <h4 className="vaga-fit__head vaga-fit__head--missing">{t('detail.missing')}</h4>
          <ul className="vaga-fit__list" aria-label={t('detail.missing')}>
            {fit.missing.map((item) => (
              <FitLine key={`${item.kind}-${item.name}-${item.asks.value}`} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
