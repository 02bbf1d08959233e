import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  INTERVIEW_TIME_PERIODS,
  JOB_MATCH_TEXT_MAX,
  type InterviewTimePeriod,
} from '@vaga/contract';
import { ChoiceList } from '@/shared/ui/fields/choices.tsx';
import { FormField, TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import type { BookingErrors } from '../lib/booking-checks.ts';
import type { BookingDraft } from '../lib/booking-draft.ts';

interface AppointmentFieldsProps {
  draft: BookingDraft;
  errors: BookingErrors;
  onChange: (change: Partial<BookingDraft>) => void;
}

/** The expected interview dates, the time period and the content of a booking (spec §5). */
export function AppointmentFields({ draft, errors, onChange }: AppointmentFieldsProps) {
  const { t } = useTranslation('booking');
  const dates = [
    ['expectedInterviewDateFrom', t('form.dateFrom')],
    ['expectedInterviewDateTo', t('form.dateTo')],
  ] as const;
  return (
    <>
      {dates.map(([field, label]) => (
        <FormField key={field} label={label} error={errors[field]}>
          {(a11y) => (
            <input
              {...a11y}
              className="vaga-field__input"
              type="date"
              value={draft[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <FormField group label={t('form.period')} error={errors.expectedInterviewTimePeriod}>
        {({ id }) => (
          <ChoiceList<InterviewTimePeriod>
            type="radio"
            name={`${id}-period`}
            choices={Object.entries(INTERVIEW_TIME_PERIODS).map(([name, value]) => ({
              value,
              label: t(`periods.${name}`),
            }))}
            isChosen={(value) => draft.expectedInterviewTimePeriod === value}
            onToggle={(value) => onChange({ expectedInterviewTimePeriod: value })}
          />
        )}
      </FormField>
      <TextAreaField
        label={t('form.content')}
        error={errors.content}
        note={t('form.count', { count: draft.content.length, max: JOB_MATCH_TEXT_MAX.content })}
        rows={5}
        maxLength={JOB_MATCH_TEXT_MAX.content}
        value={draft.content}
        onChange={(content) => onChange({ content })}
      />
    </>
  );
}
