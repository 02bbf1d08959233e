import { useFormContext } from 'react-hook-form';
import { useRequired } from '@/shared/lib/required-fields.ts';
import { Field } from './field.tsx';
import { useFieldError } from './use-field-error.ts';

interface TextInputProps {
  /** The form value's name (react-hook-form). */
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric' | 'email' | 'text';
  autoComplete?: string;
  /** A text of several lines, `rows` high. */
  multiline?: boolean;
  rows?: number;
  /** Shown and sent, not typed (a value that comes from the account). */
  readOnly?: boolean;
}

/**
 * A text input registered with the form around it, with its label, its message and its required
 * mark (the form's schema says which fields are required).
 */
export function FormTextInput({
  name,
  label,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  multiline,
  rows = 3,
  readOnly,
}: TextInputProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} hint={hint} required={useRequired(name)}>
      {(a11y) => {
        const common = { ...a11y, className: 'vaga-field__input', readOnly, ...register(name) };
        return multiline ? (
          <textarea rows={rows} {...common} />
        ) : (
          <input type={type} inputMode={inputMode} autoComplete={autoComplete} {...common} />
        );
      }}
    </Field>
  );
}

/** A whole number registered with the form: empty is "not given", anything else a number for the schema. */
export function FormNumberInput({
  name,
  label,
  hint,
  onBlur,
}: {
  name: string;
  label: string;
  hint?: string;
  onBlur?: () => void;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, {
    setValueAs: (v: unknown) =>
      v === '' || v === null || v === undefined ? undefined : Number(String(v).trim()),
  });
  return (
    <Field label={label} error={error} hint={hint} required={useRequired(name)}>
      {(a11y) => (
        <input
          {...a11y}
          className="vaga-field__input"
          type="text"
          inputMode="numeric"
          {...field}
          onBlur={(event) => {
            void field.onBlur(event);
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
