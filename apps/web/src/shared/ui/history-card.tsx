import '@/shared/ui/details.css';
import { useId, type ReactNode } from 'react';
import { formatDateTime } from '@/shared/lib/format.ts';
import type { TFunction } from '@/shared/lib/translate/translator.ts';

/** One step of a history, as the API gives it and in words. */
export interface HistoryStep {
  /** When (an instant). */
  at: string;
  /** Who: a key of the namespace's `actors.*`. */
  actor: string;
  what: ReactNode;
  note?: ReactNode;
}

/**
 * A card of steps, oldest first: when, what, who, and a note when there is one. Its words are the
 * caller's namespace's (`t`): `history.title`, `history.empty`, `history.by` and `actors.*`.
 */
export function HistoryCard({ t, steps }: { t: TFunction; steps: readonly HistoryStep[] }) {
  const titleId = useId();
  return (
    <section className="vaga-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="vaga-card__title">
        {t('history.title')}
      </h2>
      {steps.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className="vaga-history">
          {steps.map((step, index) => (
            <li key={`${step.at}-${index}`} className="vaga-history__entry">
              <time className="vaga-history__at">{formatDateTime(step.at)}</time>
              <strong>{step.what}</strong>
              <span>{t('history.by', { actor: t(`actors.${step.actor}`) })}</span>
              {step.note ? <span>{step.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
