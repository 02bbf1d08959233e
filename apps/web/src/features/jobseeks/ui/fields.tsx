import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { validationText, type ReferenceOption } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';

export interface Choice {
  value: number;
  label: string;
  disabled?: boolean;
}

/** Options of a reference type: inactive ones are shown but cannot be chosen (spec §5). */
export function choicesOf(options: readonly ReferenceOption[] | undefined): Choice[] {
  return (options ?? []).map((o) => ({ value: o.id, label: o.name, disabled: o.isActive !== 1 }));
}

/** A field's message in the current language (a schema key or a ready text), '' when fine. */
export function useFieldError(name: string): string {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? validationText(message, currentLocale()) : '';
}

function Shell(props: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <div className={props.error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <label className="vaga-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="vaga-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

const a11y = (id: string, error: string) => ({
  id,
  className: 'vaga-field__input',
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function TextInput({
  name,
  label,
  multiline,
}: {
  name: string;
  label: string;
  multiline?: boolean;
}) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Shell id={id} label={label} error={error}>
      {multiline ? (
        <textarea rows={3} {...a11y(id, error)} {...register(name)} />
      ) : (
        <input type="text" {...a11y(id, error)} {...register(name)} />
      )}
    </Shell>
  );
}

/** A whole number: empty is "not given", anything else a number for the schema to judge. */
export function NumberInput({
  name,
  label,
  onBlur,
}: {
  name: string;
  label: string;
  onBlur?: () => void;
}) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, {
    setValueAs: (v: unknown) =>
      v === '' || v === null || v === undefined ? undefined : Number(String(v).trim()),
  });
  return (
    <Shell id={id} label={label} error={error}>
      <input
        type="text"
        inputMode="numeric"
        {...a11y(id, error)}
        {...field}
        onBlur={(event) => {
          void field.onBlur(event);
          onBlur?.();
        }}
      />
    </Shell>
  );
}

/** A select whose value is a number; '' is "nothing chosen". */
export function SelectInput(props: {
  name: string;
  label: string;
  choices: Choice[];
  onPicked?: (value: number | undefined) => void;
}) {
  const id = useId();
  const { t } = useTranslation('jobseeks');
  const { control } = useFormContext();
  const error = useFieldError(props.name);
  return (
    <Shell id={id} label={props.label} error={error}>
      <Controller
        name={props.name}
        control={control}
        render={({ field }) => (
          <select
            {...a11y(id, error)}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value == null ? '' : String(field.value)}
            onChange={(event) => {
              const value = event.target.value === '' ? undefined : Number(event.target.value);
              field.onChange(value);
              props.onPicked?.(value);
            }}
          >
            <option value="">{t('form.choose')}</option>
            {props.choices.map((c) => (
              <option key={c.value} value={c.value} disabled={c.disabled}>
                {c.disabled ? `${c.label} ${t('form.inactive')}` : c.label}
              </option>
            ))}
          </select>
        )}
      />
    </Shell>
  );
}

interface GroupProps {
  name: string;
  label: string;
  choices: Choice[];
  /** How the form holds a chosen value (locations are `{ typeJobSeekLocationId }`). */
  wrap?: (value: number) => unknown;
  unwrap?: (item: unknown) => number;
}

const same = (value: unknown) => value as number;

/** Checkboxes over number values: several may be chosen. */
export function CheckboxGroup({ name, label, choices, wrap = same, unwrap = same }: GroupProps) {
  const id = useId();
  const { t } = useTranslation('jobseeks');
  const { control } = useFormContext();
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
        render={({ field }) => {
          const list = (field.value ?? []) as unknown[];
          const chosen = list.map(unwrap);
          const toggle = (value: number) =>
            field.onChange(
              chosen.includes(value)
                ? list.filter((item) => unwrap(item) !== value)
                : [...list, wrap(value)],
            );
          return (
            <div className="vaga-field__choices">
              {choices.map((c) => (
                <label key={c.value} className="vaga-field__choice">
                  <input
                    type="checkbox"
                    checked={chosen.includes(c.value)}
                    disabled={c.disabled && !chosen.includes(c.value)}
                    onChange={() => toggle(c.value)}
                    onBlur={field.onBlur}
                  />
                  {c.disabled ? `${c.label} ${t('form.inactive')}` : c.label}
                </label>
              ))}
            </div>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="vaga-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Radio buttons over number values: one is chosen. */
export function RadioGroup({ name, label, choices }: Omit<GroupProps, 'wrap' | 'unwrap'>) {
  const id = useId();
  const { control } = useFormContext();
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
      {error ? (
        <p id={`${id}-error`} className="vaga-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
