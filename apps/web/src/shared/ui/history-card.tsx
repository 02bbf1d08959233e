import '@/shared/ui/details.css';
import { useId, type ReactNode } from 'react';

export interface HistoryItem {
  key: string;
  /** When, ready to show. */
  at: string;
  what: ReactNode;
  by: ReactNode;
  note?: ReactNode;
}

/** A card of steps, oldest first: when, what, who, and a note when there is one. */
export function HistoryCard({
  title,
  empty,
  items,
}: {
  title: string;
  /** What the card says when there is no step yet. */
  empty: string;
  items: readonly HistoryItem[];
}) {
  const titleId = useId();
  return (
    <section className="vaga-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="vaga-card__title">
        {title}
      </h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className="vaga-history">
          {items.map((item) => (
            <li key={item.key} className="vaga-history__entry">
              <time className="vaga-history__at">{item.at}</time>
              <strong>{item.what}</strong>
              <span>{item.by}</span>
              {item.note ? <span>{item.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
