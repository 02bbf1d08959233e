import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useRequired } from '@/shared/lib/required-fields.ts';
import type { Choice } from '@/shared/ui/fields/choices.tsx';
import { FormCheckboxes, FormNumberSelect, FormRadios } from '@/shared/ui/fields/form-controls.tsx';
import { FormNumberInput, FormTextInput } from '@/shared/ui/fields/form-inputs.tsx';
import { useFieldError } from '@/shared/ui/fields/use-field-error.ts';

export { choicesOf, type Choice } from '@/shared/ui/fields/choices.tsx';

export function TextInput(props: { name: string; label: string; multiline?: boolean }) {
  return <FormTextInput {...props} />;
}

/** A whole number: empty is "not given", anything else a number for the schema to judge. */
export function NumberInput(props: { name: string; label: string; onBlur?: () => void }) {
  return <FormNumberInput {...props} />;
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

/** Checkboxes over number values: several may be chosen. */
export function CheckboxGroup(props: GroupProps) {
  const { t } = useTranslation('jobseeks');
  return (
    <FormCheckboxes
      {...props}
      error={useFieldError(props.name)}
      required={useRequired(props.name)}
      inactive={t('form.inactive')}
    />
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
