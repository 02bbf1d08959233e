import type { ReactNode } from 'react';
import { Field, type FieldA11y } from './field.tsx';
import { fieldErrorText } from './field-error-text.ts';

interface FormFieldProps {
  label: string;
  /** A `validation.*` key or a catalogue code, or '' / undefined when the field is fine. */
  error?: string;
  hint?: string;
  /** A text under the control (how much of its length is used). */
  note?: string;
  required?: boolean;
  /** A group of choices, named by its legend. */
  group?: boolean;
  children: (props: FieldA11y) => ReactNode;
}

/** A form field whose message is a key or a catalogue code: the shared Field, in words. */
export function FormField({ error, ...rest }: FormFieldProps) {
  return <Field {...rest} error={fieldErrorText(error)} />;
}

/** A text of several lines: the Field with its textarea. */
export function TextAreaField({
  label,
  error,
  hint,
  note,
  required,
  rows = 3,
  maxLength,
  value,
  onChange,
}: Omit<FormFieldProps, 'children' | 'group'> & {
  rows?: number;
  maxLength?: number;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <FormField label={label} error={error} hint={hint} note={note} required={required}>
      {(props) => (
        <textarea
          {...props}
          className="vaga-field__input"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
