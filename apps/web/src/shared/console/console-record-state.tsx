import '@/shared/console/console-pages.css';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/**
 * A console page's record before it can be shown: loading, or (it failed, or the address names
 * none) what went wrong with the way back to its list.
 */
export function ConsoleRecordState({
  failed,
  text,
  back,
  backLabel,
}: {
  failed: boolean;
  /** What the failure says (the page's own words). */
  text: string;
  /** The list to go back to, and its link's text. */
  back: string;
  backLabel: string;
}) {
  if (!failed) return <LoadState />;
  return (
    <section className="vaga-panel" role="alert">
      <p className="vaga-panel__text">{text}</p>
      <ButtonLink to={back}>{backLabel}</ButtonLink>
    </section>
  );
}

interface ConsoleRecordPageProps<T> {
  /** The record as it loads; no data and not failed is loading. */
  query: { data?: T; isError: boolean };
  /** What a failure says (the page's own words). */
  failedText: string;
  /** The record's list: where the page leads back to. */
  list: string;
  /** The back link's text (the console's "back to the list" when not given). */
  backLabel?: string;
  titleId: string;
  className?: string;
  /** The record's head: the back link (at the record's tab; the list when not given), the title
   * and what follows it (its state tags). */
  head: (record: T) => { back?: string; title: ReactNode; tags?: ReactNode };
  /** The record's body. */
  children: (record: T) => ReactNode;
}

/**
 * One record in a console (a registration, a match, an event, a vacancy): loading or failing as
 * ConsoleRecordState, then an article named by its title, led by the way back to its list.
 */
export function ConsoleRecordPage<T>(props: ConsoleRecordPageProps<T>) {
  const { t } = useTranslation('console');
  const backLabel = props.backLabel ?? t('common.back');
  const record = props.query.data;
  if (record === undefined)
    return (
      <ConsoleRecordState
        failed={props.query.isError}
        text={props.failedText}
        back={props.list}
        backLabel={backLabel}
      />
    );
  const head = props.head(record);
  return (
    <article
      className={['vaga-console-match', props.className].filter(Boolean).join(' ')}
      aria-labelledby={props.titleId}
    >
      <Link to={head.back ?? props.list}>{backLabel}</Link>
      <h2 id={props.titleId} className="vaga-console-home__title">
        {head.title}
      </h2>
      {head.tags}
      {props.children(record)}
    </article>
  );
}

/**
 * A console page that makes a new record (an event, a vacancy): the way back to its list, its
 * title and its form.
 */
export function ConsoleNewPage({
  list,
  backLabel,
  title,
  children,
}: {
  list: string;
  backLabel: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="vaga-console-matches">
      <Link to={list}>{backLabel}</Link>
      <h2 className="vaga-console-home__title">{title}</h2>
      {children}
    </div>
  );
}

/** Opens a record's page in place of the page that made it (so "back" skips the form). */
export function useOpenMade() {
  const navigate = useNavigate();
  return (path: string) => void navigate(path, { replace: true });
}
