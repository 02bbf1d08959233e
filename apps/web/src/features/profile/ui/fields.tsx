import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReferenceOption, ReferenceType } from '@vaga/contract';
import { useRequired } from '@/shared/lib/required-fields.ts';
import { useReferences } from '@/shared/api/references.ts';
import { choicesOf, type Choice } from '@/shared/ui/fields/choices.tsx';
import { FormNumberSelect, FormRadios } from '@/shared/ui/fields/form-controls.tsx';
import { FormNumberInput, FormTextInput } from '@/shared/ui/fields/form-inputs.tsx';
import { useFieldError } from '@/shared/ui/fields/use-field-error.ts';

export { ListError } from '@/shared/ui/fields/list-error.tsx';

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
export function TextField(props: TextFieldProps) {
  return <FormTextInput {...props} rows={4} />;
}

/** A whole-number input (years): empty is "not given", anything else a number for the schema. */
export function NumberField(props: { name: string; label: string; hint?: string }) {
  return <FormNumberInput {...props} />;
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
