import '@/shared/ui/form.css';
import { useId, type ReactNode } from 'react';
import type { ReferenceOption } from '@vaga/contract';

/** What a field's control needs to be named and described by the field around it. */
export interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A ready text under the label (what to type, the format). */
  hint?: ReactNode;
  /** A ready text under the control (how much of its length is used). */
  note?: ReactNode;
  /** A ready text under the control; '' or undefined when the field is fine. */
  error?: string;
  /** Marks the label with an asterisk and tells assistive technology. */
  required?: boolean;
  /** A group of choices (radios, checkboxes): a fieldset named by its legend. */
  group?: boolean;
  /** The id of the control; one is made when not given. */
  id?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** The message under a field (or under a list of rows), nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="vaga-field__error" role="alert">
      {message}
    </p>
  );
}

/** A required field's label: an asterisk drawn after it (form.css), not part of its text. */
const labelClass = (required: boolean | undefined) =>
  required ? 'vaga-field__label vaga-field__label--required' : 'vaga-field__label';

/**
 * The one form field of both audiences: its label (with a required mark), a hint under the label,
 * the control, and the message under the control; the control is named and described by them.
 */
export function Field({
  label,
  hint,
  note,
  error,
  required,
  group,
  id: givenId,
  className,
  children,
}: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', note ? noteId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const a11y: FieldA11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    'aria-required': required ? true : undefined,
  };
  const name = ['vaga-field', error ? 'vaga-field--invalid' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const text = (textId: string, content: ReactNode) =>
    content ? (
      <p id={textId} className="vaga-field__hint">
        {content}
      </p>
    ) : null;
  const body = (
    <>
      {text(hintId, hint)}
      {children(a11y)}
      {text(noteId, note)}
      <FieldError id={errorId} message={error} />
    </>
  );
  if (group) {
    return (
      <fieldset className={name} aria-describedby={a11y['aria-describedby']}>
        <legend className={labelClass(required)}>{label}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={name}>
      <label className={labelClass(required)} htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {body}
    </div>
  );
}

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
