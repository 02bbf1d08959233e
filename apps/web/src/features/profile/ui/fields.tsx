import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReferenceOption, ReferenceType } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useReferences } from '@/shared/api/references.ts';
import { fieldMessageText } from '../lib/form-errors.ts';

/** The message of a field, in the current language, or '' when it is fine. */
export function useFieldError(name: string): string {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string } | undefined;
  return fieldMessageText(error?.message, currentLocale());
}

export function FieldError({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} className="vaga-field__error" role="alert">
      {message}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  error: string;
  hint?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <label className="vaga-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="vaga-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const describedBy = (id: string, error: string, hint?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

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
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const common = {
    id,
    className: 'vaga-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    readOnly,
    ...register(name),
  };
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} autoComplete={autoComplete} {...common} />
      )}
    </FieldShell>
  );
}

/** A whole-number input (years): empty is "not given", anything else a number for the schema. */
export function NumberField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className="vaga-field__input"
        type="text"
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...register(name, {
          setValueAs: (v: unknown) =>
            v === '' || v === null || v === undefined ? undefined : Number(String(v).trim()),
        })}
      />
    </FieldShell>
  );
}

export interface Choice {
  value: number;
  label: string;
  disabled?: boolean;
  group?: string;
}

interface SelectFieldProps {
  name: string;
  label: string;
  choices: Choice[];
  hint?: string;
  onPicked?: (value: number | undefined) => void;
}

/** A select whose value is a number (an option id or a code); '' is "nothing chosen". */
export function SelectField({ name, label, choices, hint, onPicked }: SelectFieldProps) {
  const id = useId();
  const { t } = useTranslation('profile');
  const { control } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  const groups = [...new Set(choices.map((c) => c.group ?? ''))];
  const render = (list: Choice[]) =>
    list.map((c) => (
      <option key={c.value} value={c.value} disabled={c.disabled}>
        {c.disabled ? `${c.label} ${t('form.inactive')}` : c.label}
      </option>
    ));
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <select
            id={id}
            className="vaga-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={(event) => {
              const value = event.target.value === '' ? undefined : Number(event.target.value);
              field.onChange(value);
              onPicked?.(value);
            }}
          >
            <option value="">{t('form.choose')}</option>
            {groups.length > 1
              ? groups.map((g) => (
                  <optgroup key={g} label={g}>
                    {render(choices.filter((c) => (c.group ?? '') === g))}
                  </optgroup>
                ))
              : render(choices)}
          </select>
        )}
      />
    </FieldShell>
  );
}

/** Choices from a reference type: localized names, inactive options shown but disabled (spec §2). */
export function optionChoices(options: ReferenceOption[] | undefined): Choice[] {
  return (options ?? []).map((o) => ({ value: o.id, label: o.name, disabled: o.isActive !== 1 }));
}

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
export function RadioField({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: Choice[];
}) {
  const id = useId();
  const { control } = useFormContext<FieldValues>();
  const error = useFieldError(name);
  return (
    <fieldset
      className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="vaga-field__label">{label}</legend>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <div className="vaga-field__choices">
            {choices.map((c) => (
              <label key={c.value} className="vaga-field__choice">
                <input
                  type="radio"
                  name={`${id}-${name}`}
                  value={c.value}
                  checked={field.value === c.value}
                  onChange={() => field.onChange(c.value)}
                  onBlur={field.onBlur}
                />
                {c.label}
              </label>
            ))}
          </div>
        )}
      />
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
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
