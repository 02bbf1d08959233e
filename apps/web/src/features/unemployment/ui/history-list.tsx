import '@/shared/ui/details.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  UNEMPLOYMENT_ACTIONS,
  unemploymentActionName,
  type UnemploymentHistoryEntry,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';

/** The registration's history, oldest first: what happened, who did it, when, and the detail. */
export function HistoryList({ history }: { history: UnemploymentHistoryEntry[] }) {
  const { t } = useTranslation('unemployment');
  const locale = currentLocale();
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="unemployment-history-title">
      <h3 id="unemployment-history-title" className="vaga-form__subtitle">
        {t('history.title')}
      </h3>
      <ol className="vaga-history" aria-labelledby="unemployment-history-title">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="vaga-history__entry">
            <strong>
              {entry.actionDesc ||
                (UNEMPLOYMENT_ACTIONS.includes(entry.action) &&
                  unemploymentActionName(entry.action, locale))}
            </strong>
            <span>
              {t(`history.actor.${entry.actor}`)} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
            {entry.detail ? <p className="vaga-unemployment__detail">{entry.detail}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
