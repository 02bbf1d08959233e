import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingValues } from '@vaga/contract';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { useVacancyLookups } from '../api/vacancy-lookups.ts';
import { fieldChanged, vacancyFields } from '../lib/vacancy-fields.ts';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

interface VacancyValuesProps {
  values: PostingValues;
  /** For a change to a published vacancy: the version listed now, shown under each changed field. */
  published: PostingValues | null;
}

/**
 * A posting's fields as the employer sent them. For a change to a published vacancy, each field
 * that differs is marked "Changed" with the published value under it.
 */
export function VacancyValues({ values, published }: VacancyValuesProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  const lookups = useVacancyLookups();
  const lang = currentApiLanguage();
  const fields = vacancyFields(t, values, lookups, lang);
  const before = published ? vacancyFields(t, published, lookups, lang) : [];
  const changedCount = fields.filter((field, index) => fieldChanged(field, before[index])).length;
  return (
    <section className="vaga-console-match__section" aria-labelledby="vacancy-values">
      <h3 id="vacancy-values">
        {published ? t('vacancyReview.valuesEdit') : t('vacancyReview.values')}
      </h3>
      {published ? (
        <p className="vaga-console-match__muted">
          {t('vacancyReview.changedCount', { count: changedCount })}
        </p>
      ) : null}
      <dl className="vaga-console-match__facts vaga-console-vacancy__values">
        {fields.map((field, index) => {
          const changed = fieldChanged(field, before[index]);
          return (
            <div
              key={field.key}
              className={changed ? 'vaga-console-vacancy__field--changed' : undefined}
            >
              <dt>
                {field.label}
                {changed ? (
                  <StatusTag tone="warning" className="vaga-console-vacancy__changed">
                    {t('vacancyReview.changed')}
                  </StatusTag>
                ) : null}
              </dt>
              <dd>{field.lines.join('\n')}</dd>
              {changed ? (
                <dd className="vaga-console-vacancy__published">
                  <span className="vaga-console-match__muted">
                    {t('vacancyReview.publishedValue')}
                  </span>
                  {'\n'}
                  {before[index].lines.join('\n')}
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
