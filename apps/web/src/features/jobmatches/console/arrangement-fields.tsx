import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ArrangeInterviewSchema, JOB_MATCH_TEXT_MAX, type ArrangeInterview } from '@vaga/contract';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { FormField, TextAreaField } from '@/shared/ui/fields/form-field.tsx';

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

/** The arrangement's one-line fields, each with what its input takes. */
const LINES: readonly [
  'interviewAt' | 'location' | 'contactPhone',
  InputHTMLAttributes<HTMLInputElement>,
][] = [
  ['interviewAt', { type: 'datetime-local' }],
  ['location', { maxLength: JOB_MATCH_TEXT_MAX.location }],
  ['contactPhone', { type: 'tel', inputMode: 'numeric', maxLength: 8 }],
];

/** Date and time (Macao), place, contact phone and remark of an interview. */
export function ArrangementFields({ value, errors, onChange }: ArrangementFieldsProps) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  return (
    <>
      {LINES.map(([name, input]) => (
        <FormField
          key={name}
          label={t(`arrange.${name}`)}
          error={errors[name]}
          required={REQUIRED(name)}
        >
          {(props) => (
            <input
              {...props}
              {...input}
              className="vaga-field__input"
              value={value[name]}
              onChange={(e) =>
                onChange({
                  [name]: name === 'contactPhone' ? e.target.value.trim() : e.target.value,
                })
              }
            />
          )}
        </FormField>
      ))}
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
