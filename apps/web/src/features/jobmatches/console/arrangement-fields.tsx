import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ArrangeInterviewSchema, JOB_MATCH_TEXT_MAX, type ArrangeInterview } from '@vaga/contract';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { FormField, TextAreaField } from '@/shared/ui/form-field.tsx';

export type Arrangement = Required<ArrangeInterview>;

/** Which of its fields an arrangement must have, marked on their labels. */
const REQUIRED = requiredBySchema(ArrangeInterviewSchema);

export const EMPTY_ARRANGEMENT: Arrangement = {
  interviewAt: '',
  location: '',
  contactPhone: '',
  remark: '',
};

interface ArrangementFieldsProps {
  value: Arrangement;
  errors: FormErrors;
  onChange: (change: Partial<Arrangement>) => void;
}

/** Date and time (Macao), place, contact phone and remark of an interview. */
export function ArrangementFields({ value, errors, onChange }: ArrangementFieldsProps) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  return (
    <>
      <FormField
        label={t('arrange.interviewAt')}
        error={errors.interviewAt}
        required={REQUIRED('interviewAt')}
      >
        {(props) => (
          <input
            {...props}
            className="vaga-field__input"
            type="datetime-local"
            value={value.interviewAt}
            onChange={(e) => onChange({ interviewAt: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('arrange.location')}
        error={errors.location}
        required={REQUIRED('location')}
      >
        {(props) => (
          <input
            {...props}
            className="vaga-field__input"
            maxLength={JOB_MATCH_TEXT_MAX.location}
            value={value.location}
            onChange={(e) => onChange({ location: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('arrange.contactPhone')}
        error={errors.contactPhone}
        required={REQUIRED('contactPhone')}
      >
        {(props) => (
          <input
            {...props}
            className="vaga-field__input"
            type="tel"
            inputMode="numeric"
            maxLength={8}
            value={value.contactPhone}
            onChange={(e) => onChange({ contactPhone: e.target.value.trim() })}
          />
        )}
      </FormField>
      <TextAreaField
        label={t('arrange.remark')}
        error={errors.remark}
        required={REQUIRED('remark')}
        rows={3}
        maxLength={JOB_MATCH_TEXT_MAX.remark}
        value={value.remark}
        onChange={(text) => onChange({ remark: text })}
      />
    </>
  );
}
