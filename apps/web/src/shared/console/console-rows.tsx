import '@/shared/console/console-pages.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/lib/format.ts';

/**
 * One row of a console list: its title (a link to the thing when `to` is given) and its state
 * (a StatusTag), then facts and actions under them.
 */
export function ConsoleRow({
  title,
  to,
  tag,
  children,
}: {
  title?: ReactNode;
  to?: string;
  tag?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="vaga-console-matches__item">
      {to ? (
        <Link className="vaga-console-matches__title" to={to}>
          {title}
        </Link>
      ) : title ? (
        <span className="vaga-console-matches__title">{title}</span>
      ) : null}
      {tag}
      {children}
    </li>
  );
}

/** One step of a case's history, as its page reads it. */
export interface HistoryStep {
  what: ReactNode;
  /** Who took the step, ready to show. */
  by: string;
  note?: ReactNode;
}

/**
 * The history of a case on a console page: every step (`step` reads an entry), when, by whom and
 * its note; the list is named by the title.
 */
export function ConsoleHistory<E extends { at: string }>({
  titleId,
  title,
  entries,
  step,
  noteClassName,
}: {
  titleId: string;
  title: string;
  entries: readonly E[];
  step: (entry: E) => HistoryStep;
  noteClassName?: string;
}) {
  return (
    <section className="vaga-console-match__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ol className="vaga-console-match__history" aria-label={title}>
        {entries.map((entry, index) => {
          const { what, by, note } = step(entry);
          return (
            <li key={`${entry.at}-${index}`}>
              <span className="vaga-console-match__history-status">{what}</span>
              <span className="vaga-console-match__muted">
                {formatDateTime(entry.at)} · {by}
              </span>
              {note ? <span className={noteClassName}>{note}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
