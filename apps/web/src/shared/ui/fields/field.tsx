import '@/shared/ui/form.css';
import { useId, type ReactNode } from 'react';

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
