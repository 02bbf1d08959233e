import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { ChoiceList, Field, type Choice } from '@/shared/ui/field.tsx';
import { FormNumberSelect, FormRadios } from '@/shared/ui/form-controls.tsx';
import { useRequired } from '@/shared/lib/required-fields.ts';

export { choicesOf, type Choice } from '@/shared/ui/field.tsx';

/** A field's message in the current language (a schema key or a ready text), '' when fine. */
export function useFieldError(name: string): string {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? validationText(message, currentLocale()) : '';
}

export function TextInput({
  name,
  label,
  multiline,
}: {
  name: string;
  label: string;
  multiline?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} required={useRequired(name)}>
      {(a11y) =>
        multiline ? (
          <textarea rows={3} className="vaga-field__input" {...a11y} {...register(name)} />
        ) : (
          <input type="text" className="vaga-field__input" {...a11y} {...register(name)} />
        )
      }
    </Field>
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
  const { register } = useFormContext();
  const error = useFieldError(name);
  const field = register(name, {
    setValueAs: (v: unknown) =>
      v === '' || v === null || v === undefined ? undefined : Number(String(v).trim()),
  });
  return (
    <Field label={label} error={error} required={useRequired(name)}>
      {(a11y) => (
        <input
          type="text"
          inputMode="numeric"
          className="vaga-field__input"
          {...a11y}
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

/** A select whose value is a number; '' is "nothing chosen". */
export function SelectInput(props: {
  name: string;
  label: string;
  choices: Choice[];
  onPicked?: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('jobseeks');
  return (
    <FormNumberSelect
      {...props}
      error={useFieldError(props.name)}
      required={useRequired(props.name)}
      placeholder={t('form.choose')}
      inactive={t('form.inactive')}
    />
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
  const { t } = useTranslation('jobseeks');
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field group label={label} error={error} required={useRequired(name)}>
      {() => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => {
            const list = (field.value ?? []) as unknown[];
            const chosen = list.map(unwrap);
            return (
              <ChoiceList
                type="checkbox"
                choices={choices}
                inactive={t('form.inactive')}
                isChosen={(value) => chosen.includes(value)}
                onBlur={field.onBlur}
                onToggle={(value) =>
                  field.onChange(
                    chosen.includes(value)
                      ? list.filter((item) => unwrap(item) !== value)
                      : [...list, wrap(value)],
                  )
                }
              />
            );
          }}
        />
      )}
    </Field>
  );
}

/** Radio buttons over number values: one is chosen. */
export function RadioGroup({ name, label, choices }: Omit<GroupProps, 'wrap' | 'unwrap'>) {
  return (
    <FormRadios
      name={name}
      label={label}
      choices={choices}
      error={useFieldError(name)}
      required={useRequired(name)}
    />
  );
}
