import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { FormErrors } from '../lib/console-form-checks.ts';
import { FormField } from './form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface StaffTextFormProps {
  /** The form's heading and accessible name. */
  title: string;
  description?: string;
  /** What the text field asks for. */
  label: string;
  submitLabel: string;
  /** The body's one field (`reason`, `request`…), where its errors are found. */
  field: string;
  /** Most characters; with `hardLimit` the field takes no more, else a longer text is refused. */
  max: number;
  hardLimit?: boolean;
  check: (text: string) => FormErrors;
  /** Sends the checked, trimmed text. */
  send: (text: string) => void;
  pending: boolean;
}

/** A staff action that needs a text another person reads (a reason, a request), checked first. */
export function StaffTextForm({
  title,
  description,
  label,
  submitLabel,
  field,
  max,
  hardLimit = false,
  check,
  send,
  pending,
}: StaffTextFormProps) {
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
      {description ? <p>{description}</p> : null}
      <FormField label={label} error={errors[field]}>
        {(props) => (
          <textarea
            {...props}
            className="vaga-field__input"
            rows={3}
            maxLength={hardLimit ? max : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (errors[field]) setErrors(check(e.target.value));
            }}
          />
        )}
      </FormField>
      <p className="vaga-console-match__muted">{t('textLength', { used: text.length, max })}</p>
      <div className="vaga-form__actions">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
