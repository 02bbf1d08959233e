import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReferenceOption, ReferenceType } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useRequired } from '@/shared/lib/required-fields.ts';
import { useReferences } from '@/shared/api/references.ts';
import { fieldMessageText } from '../lib/form-errors.ts';
import { choicesOf, Field, FieldError, type Choice } from '@/shared/ui/field.tsx';
import { FormNumberSelect, FormRadios } from '@/shared/ui/form-controls.tsx';

/** The message of a field, in the current language, or '' when it is fine. */
export function useFieldError(name: string): string {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string } | undefined;
  return fieldMessageText(error?.message, currentLocale());
}

export { FieldError };

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric' | 'email' | 'text';
  hint?: string;
  multiline?: boolean;
  autoComplete?: string;
  /** Shown and sent, not typed (a value that comes from the account). */
  readOnly?: boolean;
}

/** A text input registered with the form, with its label and message. */
export function TextField({
  name,
  label,
  type = 'text',
  inputMode,
  hint,
  multiline,
  autoComplete,
  readOnly,
}: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} hint={hint} required={useRequired(name)}>
      {(a11y) => {
        const common = { ...a11y, className: 'vaga-field__input', readOnly, ...register(name) };
        return multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input type={type} inputMode={inputMode} autoComplete={autoComplete} {...common} />
        );
      }}
    </Field>
  );
}

/** A whole-number input (years): empty is "not given", anything else a number for the schema. */
export function NumberField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} hint={hint} required={useRequired(name)}>
      {(a11y) => (
        <input
          {...a11y}
          className="vaga-field__input"
          type="text"
          inputMode="numeric"
          {...register(name, {
            setValueAs: (v: unknown) =>
              v === '' || v === null || v === undefined ? undefined : Number(String(v).trim()),
          })}
        />
      )}
    </Field>
  );
}

export type { Choice };

interface SelectFieldProps {
  name: string;
  label: string;
  choices: Choice[];
  hint?: string;
  onPicked?: (value: number | undefined) => void;
}

/** A select whose value is a number (an option id or a code); '' is "nothing chosen". */
export function SelectField({ name, label, choices, hint, onPicked }: SelectFieldProps) {
  const { t } = useTranslation('profile');
  return (
    <FormNumberSelect
      name={name}
      label={label}
      choices={choices}
      hint={hint}
      onPicked={onPicked}
      error={useFieldError(name)}
      required={useRequired(name)}
      placeholder={t('form.choose')}
      inactive={t('form.inactive')}
    />
  );
}

/** Choices from a reference type: localized names, inactive options shown but disabled (spec §2). */
export const optionChoices = choicesOf;

export function useOptions(type: ReferenceType): ReferenceOption[] | undefined {
  const { data } = useReferences();
  return data?.[type];
}

interface OptionFieldProps {
  name: string;
  label: string;
  type: ReferenceType;
  hint?: string;
  onPicked?: (option: ReferenceOption | undefined) => void;
  groupBy?: (option: ReferenceOption) => string;
}

/** A picker over a reference type (GET v1/references). */
export function OptionField({ name, label, type, hint, onPicked, groupBy }: OptionFieldProps) {
  const options = useOptions(type);
  const choices = optionChoices(options).map((c, i) =>
    groupBy && options ? { ...c, group: groupBy(options[i]) } : c,
  );
  return (
    <SelectField
      name={name}
      label={label}
      choices={choices}
      hint={hint}
      onPicked={onPicked ? (value) => onPicked(options?.find((o) => o.id === value)) : undefined}
    />
  );
}

/** Radio buttons whose value is a number (sex, yes/no, publish/hide). */
export function RadioField(props: { name: string; label: string; choices: Choice[] }) {
  return (
    <FormRadios {...props} error={useFieldError(props.name)} required={useRequired(props.name)} />
  );
}

/** The message of a whole list (too many items, at least one…), shown under its rows. */
export function ListError({ name }: { name: string }) {
  const id = useId();
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = fieldMessageText(error?.message ?? error?.root?.message, currentLocale());
  return <FieldError id={id} message={message} />;
}
