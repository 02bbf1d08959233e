import type { ReactNode } from 'react';
import { ButtonLink } from '@/shared/ui/button.tsx';

/** A console list's head: its title and its one primary action (invite, create…). */
export function ConsoleListHead({
  title,
  action,
}: {
  title: string;
  action: { label: string; to: string };
}) {
  return (
    <div className="vaga-console-matches__head">
      <h2 className="vaga-console-home__title">{title}</h2>
      <ButtonLink variant="primary" to={action.to}>
        {action.label}
      </ButtonLink>
    </div>
  );
}

interface FilterSelectProps<T extends string | number> {
  id: string;
  label: string;
  /** The option for no filter. */
  allLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** One filter of a console list: a labelled select whose empty choice shows everything. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<T>): ReactNode {
  return (
    <>
      <label className="vaga-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="vaga-field__input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
