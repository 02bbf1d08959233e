import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceList, Field, NumberSelect, type Choice } from '@/shared/ui/field.tsx';

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
