import '@/shared/ui/console-pages.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

export interface HistoryRow {
  key: string;
  what: ReactNode;
  /** When and by whom, ready to show. */
  when: string;
  note?: ReactNode;
}

/** The history of a case on a console page: every step, when, by whom and its note. */
export function ConsoleHistory({
  titleId,
  title,
  rows,
}: {
  titleId: string;
  title: string;
  rows: readonly HistoryRow[];
}) {
  return (
    <section className="vaga-console-match__section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ol className="vaga-console-match__history">
        {rows.map((row) => (
          <li key={row.key}>
            <span className="vaga-console-match__history-status">{row.what}</span>
            <span className="vaga-console-match__muted">{row.when}</span>
            {row.note ? <span>{row.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
