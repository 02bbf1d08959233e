import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceList, NumberSelect, type Choice } from './choices.tsx';
import { Field } from './field.tsx';

interface ControlProps {
  /** The form value's name (react-hook-form). */
  name: string;
  label: string;
  choices: Choice[];
  /** The field's message, ready to show ('' when fine). */
  error: string;
  hint?: string;
  /** It must be given: its label is marked. */
  required?: boolean;
}

/** Radio buttons over number values, bound to the form around them: one is chosen. */
export function FormRadios({ name, label, choices, error, hint, required }: ControlProps) {
  const { control } = useFormContext();
  return (
    <Field group label={label} error={error} hint={hint} required={required}>
      {({ id, 'aria-required': mustChoose }) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <ChoiceList
              type="radio"
              required={mustChoose}
              name={`${id}-${name}`}
              choices={choices}
              isChosen={(value) => field.value === value}
              onToggle={(value) => field.onChange(value)}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}

/** A select over number values bound to the form around it; '' is "nothing chosen". */
export function FormNumberSelect({
  name,
  label,
  choices,
  error,
  hint,
  required,
  placeholder,
  inactive,
  onPicked,
}: ControlProps & {
  placeholder: string;
  inactive: string;
  onPicked?: (value: number | undefined) => void;
}) {
  const { control } = useFormContext();
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <NumberSelect
              a11y={a11y}
              name={field.name}
              selectRef={field.ref}
              onBlur={field.onBlur}
              value={field.value as number | undefined}
              choices={choices}
              placeholder={placeholder}
              inactive={inactive}
              onChange={(value) => {
                field.onChange(value);
                onPicked?.(value);
              }}
            />
          )}
        />
      )}
    </Field>
  );
}

/** Checkboxes over number values, bound to the form around them: several may be chosen. */
export function FormCheckboxes({
  name,
  label,
  choices,
  error,
  hint,
  required,
  inactive,
  wrap = same,
  unwrap = same,
}: ControlProps & {
  /** Added after an inactive option's name. */
  inactive: string;
  /** How the form holds a chosen value (e.g. `{ typeJobSeekLocationId }`). */
  wrap?: (value: number) => unknown;
  unwrap?: (item: unknown) => number;
}) {
  const { control } = useFormContext();
  return (
    <Field group label={label} error={error} hint={hint} required={required}>
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
                inactive={inactive}
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

const same = (value: unknown) => value as number;
