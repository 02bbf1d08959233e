import '@/shared/ui/details.css';
import type { ReactNode } from 'react';

/** One labelled fact: its label (unique in its list) and its value. */
export type FactEntry = readonly [label: string, value: ReactNode];

const shown = (fact: FactEntry | false): fact is FactEntry =>
  fact !== false && fact[1] !== '' && fact[1] !== null && fact[1] !== undefined;

/**
 * The labelled facts of a resident card or detail page, one row each (details.css). A fact with no
 * value ('', null) is left out, and so is `false` (a fact that does not apply). `side` sets each
 * label beside its value rather than over it.
 */
export function Facts({
  facts,
  side,
  className,
  'aria-live': live,
}: {
  facts: readonly (FactEntry | false)[];
  side?: boolean;
  className?: string;
  /** For facts that change while shown (a place in a queue). */
  'aria-live'?: 'polite';
}) {
  const name = ['vaga-fields', side ? 'vaga-fields--side' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <dl className={name} aria-live={live}>
      {facts.filter(shown).map(([label, value]) => (
        <div key={label} className="vaga-fields__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
