import { useId } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { INTERVIEW_TIME_PERIODS, JOB_MATCH_TEXT_MAX, validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import type { BookingErrors, BookingField } from '../lib/booking-checks.ts';
import type { BookingDraft } from '../lib/booking-draft.ts';

interface AppointmentFieldsProps {
  draft: BookingDraft;
  errors: BookingErrors;
  onChange: (change: Partial<BookingDraft>) => void;
}

const PERIODS = Object.entries(INTERVIEW_TIME_PERIODS) as [
  keyof typeof INTERVIEW_TIME_PERIODS,
  BookingDraft['expectedInterviewTimePeriod'],
][];

function ErrorOf({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="vaga-field__error" role="alert">
      {validationText(message, currentLocale())}
    </p>
  );
}

/** The expected interview dates, the time period and the content of a booking (spec §5). */
export function AppointmentFields({ draft, errors, onChange }: AppointmentFieldsProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const fieldClass = (field: BookingField) =>
    errors[field] ? 'vaga-field vaga-field--invalid' : 'vaga-field';
  const errorId = (field: BookingField) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <>
      <div className={fieldClass('expectedInterviewDateFrom')}>
        <label className="vaga-field__label" htmlFor={`${id}-from`}>
          {t('form.dateFrom')}
        </label>
        <input
          id={`${id}-from`}
          className="vaga-field__input"
          type="date"
          value={draft.expectedInterviewDateFrom}
          aria-invalid={errors.expectedInterviewDateFrom ? true : undefined}
          aria-describedby={errorId('expectedInterviewDateFrom')}
          onChange={(e) => onChange({ expectedInterviewDateFrom: e.target.value })}
        />
        <ErrorOf
          id={`${id}-expectedInterviewDateFrom-error`}
          message={errors.expectedInterviewDateFrom}
        />
      </div>
      <div className={fieldClass('expectedInterviewDateTo')}>
        <label className="vaga-field__label" htmlFor={`${id}-to`}>
          {t('form.dateTo')}
        </label>
        <input
          id={`${id}-to`}
          className="vaga-field__input"
          type="date"
          value={draft.expectedInterviewDateTo}
          aria-invalid={errors.expectedInterviewDateTo ? true : undefined}
          aria-describedby={errorId('expectedInterviewDateTo')}
          onChange={(e) => onChange({ expectedInterviewDateTo: e.target.value })}
        />
        <ErrorOf
          id={`${id}-expectedInterviewDateTo-error`}
          message={errors.expectedInterviewDateTo}
        />
      </div>
      <fieldset className={fieldClass('expectedInterviewTimePeriod')}>
        <legend className="vaga-field__label">{t('form.period')}</legend>
        <div className="vaga-field__choices">
          {PERIODS.map(([name, value]) => (
            <label key={name} className="vaga-field__choice">
              <input
                type="radio"
                name={`${id}-period`}
                checked={draft.expectedInterviewTimePeriod === value}
                onChange={() => onChange({ expectedInterviewTimePeriod: value })}
              />
              {t(`periods.${name}`)}
            </label>
          ))}
        </div>
        <ErrorOf
          id={`${id}-expectedInterviewTimePeriod-error`}
          message={errors.expectedInterviewTimePeriod}
        />
      </fieldset>
      <div className={fieldClass('content')}>
        <label className="vaga-field__label" htmlFor={`${id}-content`}>
          {t('form.content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="vaga-field__input"
          rows={5}
          maxLength={JOB_MATCH_TEXT_MAX.content}
          value={draft.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errorId('content')}
          onChange={(e) => onChange({ content: e.target.value })}
        />
        <p className="vaga-field__hint">
          {t('form.count', { count: draft.content.length, max: JOB_MATCH_TEXT_MAX.content })}
        </p>
        <ErrorOf id={`${id}-content-error`} message={errors.content} />
      </div>
    </>
  );
}
