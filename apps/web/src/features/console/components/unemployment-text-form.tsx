import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNEMPLOYMENT_LIMITS } from '@vaga/contract';
import type { FormErrors } from '../lib/console-form-checks.ts';
import { FormField } from './form-field.tsx';

interface UnemploymentTextFormProps {
  /** The form's heading and accessible name. */
  title: string;
  /** What the text field asks for. */
  label: string;
  submitLabel: string;
  /** The body's one field: `reason` or `request`. */
  field: 'reason' | 'request';
  check: (text: string) => FormErrors;
  send: (text: string) => void;
  pending: boolean;
}

/** A staff action that needs a text the seeker reads (at most 500 characters), checked first. */
export function UnemploymentTextForm({
  title,
  label,
  submitLabel,
  field,
  check,
  send,
  pending,
}: UnemploymentTextFormProps) {
  const { t } = useTranslation('console');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(text);
        setErrors(found);
        if (Object.keys(found).length === 0) send(text.trim());
      }}
    >
      <h3 className="vaga-form__subtitle">{title}</h3>
      <FormField label={label} error={errors[field]}>
        {(props) => (
          <textarea
            {...props}
            className="vaga-field__input"
            rows={3}
            maxLength={UNEMPLOYMENT_LIMITS.staffTextMax}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (errors[field]) setErrors(check(e.target.value));
            }}
          />
        )}
      </FormField>
      <p className="vaga-console-match__muted">
        {t('unemployment.length', { used: text.length, max: UNEMPLOYMENT_LIMITS.staffTextMax })}
      </p>
      <div className="vaga-form__actions">
        <button type="submit" className="vaga-button" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
