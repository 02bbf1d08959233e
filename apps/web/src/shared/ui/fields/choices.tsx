import type { ReferenceOption } from '@vaga/contract';
import type { FieldA11y } from './field.tsx';

export interface Choice<V extends number | string = number> {
  value: V;
  label: string;
  disabled?: boolean;
  /** The heading of the options it stands under (an optgroup). */
  group?: string;
}

/** Options of a reference type: inactive ones are shown but cannot be chosen (spec §2, §5). */
export function choicesOf(options: readonly ReferenceOption[] | undefined): Choice[] {
  return (options ?? []).map((o) => ({ value: o.id, label: o.name, disabled: o.isActive !== 1 }));
}

interface NumberSelectProps {
  a11y: FieldA11y;
  value: number | null | undefined;
  choices: Choice[];
  onChange: (value: number | undefined) => void;
  /** The text of the empty option ("Choose"). */
  placeholder: string;
  /** Added after an inactive option's name. */
  inactive: string;
  /** An inactive option that is the current value stays choosable. */
  keepCurrent?: boolean;
  name?: string;
  onBlur?: () => void;
  selectRef?: (element: HTMLSelectElement | null) => void;
}

/** A select whose value is a number; '' is "nothing chosen"; grouped when choices name groups. */
export function NumberSelect({
  a11y,
  value,
  choices,
  onChange,
  placeholder,
  inactive,
  keepCurrent,
  name,
  onBlur,
  selectRef,
}: NumberSelectProps) {
  const groups = [...new Set(choices.map((c) => c.group ?? ''))];
  const render = (list: Choice[]) =>
    list.map((c) => (
      <option
        key={c.value}
        value={c.value}
        disabled={c.disabled && !(keepCurrent && c.value === value)}
      >
        {c.disabled ? `${c.label} ${inactive}` : c.label}
      </option>
    ));
  return (
    <select
      {...a11y}
      className="vaga-field__input"
      name={name}
      ref={selectRef}
      onBlur={onBlur}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : Number(event.target.value))
      }
    >
      <option value="">{placeholder}</option>
      {groups.length > 1
        ? groups.map((g) => (
            <optgroup key={g} label={g}>
              {render(choices.filter((c) => (c.group ?? '') === g))}
            </optgroup>
          ))
        : render(choices)}
    </select>
  );
}

interface ChoiceListProps<V extends number | string> {
  type: 'radio' | 'checkbox';
  choices: Choice<V>[];
  /** Whether a choice is chosen. */
  isChosen: (value: V) => boolean;
  onToggle: (value: V) => void;
  onBlur?: () => void;
  /** The radios' shared name. */
  name?: string;
  /** Added after an inactive option's name; an inactive choice is disabled unless chosen. */
  inactive?: string;
  /** One choice under the other (long labels) rather than side by side. */
  column?: boolean;
  /** One of the radios must be chosen (the group's legend carries the mark). */
  required?: boolean;
}

/** The radios or checkboxes of a group field (Field with `group`). */
export function ChoiceList<V extends number | string>({
  type,
  choices,
  isChosen,
  onToggle,
  onBlur,
  name,
  inactive,
  column,
  required,
}: ChoiceListProps<V>) {
  return (
    <div
      className={column ? 'vaga-field__choices vaga-field__choices--column' : 'vaga-field__choices'}
    >
      {choices.map((c) => (
        <label key={c.value} className="vaga-field__choice">
          <input
            type={type}
            name={name}
            required={type === 'radio' && required ? true : undefined}
            value={c.value}
            checked={isChosen(c.value)}
            disabled={c.disabled && !isChosen(c.value)}
            onChange={() => onToggle(c.value)}
            onBlur={onBlur}
          />
          {c.disabled && inactive ? `${c.label} ${inactive}` : c.label}
        </label>
      ))}
    </div>
  );
}
