import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { FormField } from '@/shared/ui/fields/form-field.tsx';

export interface PostingChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The message of a form field ('' when fine): a `validation.*` key or a ready text. */
export function fieldMessage(errors: FieldErrors<PostingFormValues>, name: string): string {
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message ?? '';
}

interface TextProps {
  name: string;
  label: string;
  maxLength?: number;
  multiline?: boolean;
  /** `numeric` for whole numbers, `tel` for a phone number. */
  inputMode?: 'numeric' | 'tel';
}

/** A labelled text (or whole number) of the vacancy form, with its message. */
export function PostingTextField({ name, label, maxLength, multiline, inputMode }: TextProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostingFormValues>();
  const field = register(name as keyof PostingFormValues);
  return (
    <FormField label={label} error={fieldMessage(errors, name)}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            {...field}
            className="vaga-field__input"
            rows={4}
            maxLength={maxLength}
          />
        ) : (
          <input
            {...props}
            {...field}
            className="vaga-field__input"
            type={inputMode === 'tel' ? 'tel' : 'text'}
            inputMode={inputMode}
            maxLength={maxLength}
          />
        )
      }
    </FormField>
  );
}

interface SelectProps {
  /** A field of the form, or of a row of one of its lists (`requirements.languages.0.language`). */
  name: string;
  label: string;
  choices: readonly PostingChoice[];
  /** The text of the empty choice; none when a choice is always made. */
  empty?: string;
  onPicked?: (value: string) => void;
  /** Fields checked again when this one changes (their rule joins this one). */
  deps?: string[];
  /** A field not shown whose message this one shows when it has none of its own. */
  messageOf?: string;
}

/** A labelled select of the vacancy form: option ids as strings, '' for none. */
export function PostingSelectField(props: SelectProps) {
  const { name, label, choices, empty, onPicked, deps, messageOf } = props;
  const { t } = useTranslation(['postings-console', 'console']);
  const {
    register,
    formState: { errors },
  } = useFormContext<PostingFormValues>();
  const field = register(name as keyof PostingFormValues, {
    deps: deps as (keyof PostingFormValues)[] | undefined,
    onChange: (e: { target: { value: string } }) => onPicked?.(e.target.value),
  });
  const message = fieldMessage(errors, name) || (messageOf ? fieldMessage(errors, messageOf) : '');
  return (
    <FormField label={label} error={message}>
      {(props) => (
        <select {...props} {...field} className="vaga-field__input">
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.disabled ? `${choice.label} ${t('postings.form.inactive')}` : choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
