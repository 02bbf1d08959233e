import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTING_LIMITS, PostingReasonInputSchema } from '@vaga/contract';
import { errorsOf, type FormErrors } from '../lib/console-form-checks.ts';
import { FormField } from './form-field.tsx';

/** A reason staff give (required, at most POSTING_LIMITS.reasonMax characters). */
export const checkVacancyReason = (reason: string): FormErrors =>
  errorsOf(PostingReasonInputSchema, { reason });

interface VacancyReasonFormProps {
  /** The form's heading and accessible name. */
  title: string;
  description?: string;
  submitLabel: string;
  /** Sends the checked, trimmed reason. */
  send: (reason: string) => void;
  pending: boolean;
}

/** A staff action on a vacancy that needs the reason the employer reads. */
export function VacancyReasonForm({
  title,
  description,
  submitLabel,
  send,
  pending,
}: VacancyReasonFormProps) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkVacancyReason(reason);
        setErrors(found);
        if (Object.keys(found).length === 0) send(reason.trim());
      }}
    >
      <h3 className="vaga-form__subtitle">{title}</h3>
      {description ? <p>{description}</p> : null}
      <FormField label={t('vacancyReview.reason')} error={errors.reason}>
        {(props) => (
          <textarea
            {...props}
            className="vaga-field__input"
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (errors.reason) setErrors(checkVacancyReason(e.target.value));
            }}
          />
        )}
      </FormField>
      <p className="vaga-console-match__muted">
        {t('vacancyReview.length', { used: reason.length, max: POSTING_LIMITS.reasonMax })}
      </p>
      <div className="vaga-form__actions">
        <button type="submit" className="vaga-button" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
