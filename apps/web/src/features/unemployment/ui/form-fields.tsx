import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { dayjs } from '@/shared/lib/dayjs.ts';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { Field, type FieldProps } from '@/shared/ui/fields/field.tsx';
import { NumberSelect, type Choice } from '@/shared/ui/fields/choices.tsx';

export type { Choice } from '@/shared/ui/fields/choices.tsx';

/** A field whose message is a schema key or a ready text ('' when fine). */
function Shell({ error, ...rest }: Omit<FieldProps, 'error'> & { error?: string }) {
  return <Field {...rest} error={error ? validationText(error, currentLocale()) : ''} />;
}

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  maxLength?: number;
  numeric?: boolean;
  required?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  numeric,
  maxLength,
  required,
}: TextProps) {
  return (
    <Shell label={label} error={error} hint={hint} required={required}>
      {(a11y) => (
        <input
          type="text"
          className="vaga-field__input"
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...a11y}
        />
      )}
    </Shell>
  );
}

interface SelectProps {
  label: string;
  value: number | null;
  choices: Choice[];
  onChange: (value: number | null) => void;
  error?: string;
  required?: boolean;
}

/** A select whose value is a number; '' is "nothing chosen". Disabled options cannot be chosen. */
export function SelectField({ label, value, choices, onChange, error, required }: SelectProps) {
  const { t } = useTranslation('unemployment');
  return (
    <Shell label={label} error={error} required={required}>
      {(a11y) => (
        <NumberSelect
          a11y={a11y}
          value={value}
          choices={choices}
          keepCurrent
          placeholder={t('form.choose')}
          inactive={t('form.inactive')}
          onChange={(picked) => onChange(picked ?? null)}
        />
      )}
    </Shell>
  );
}

interface DateProps {
  label: string;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** A day not after today, picked with antd-mobile's DatePicker. */
export function DateField({ label, value, onChange, error, hint, required }: DateProps) {
  const { t } = useTranslation('unemployment');
  const [open, setOpen] = useState(false);
  const today = new Date();
  const picked = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <Shell label={label} error={error} hint={hint} required={required}>
      {({ 'aria-required': _required, ...a11y }) => (
        <>
          {/* A button may not carry aria-required: the label's mark says it. */}
          <button
            type="button"
            className="vaga-field__input vaga-unemployment__date"
            aria-labelledby={`${a11y.id}-label ${a11y.id}`}
            onClick={() => setOpen(true)}
            {...a11y}
          >
            {picked?.isValid() ? picked.format('YYYY/MM/DD') : t('form.pickDate')}
          </button>
          <DatePicker
            visible={open}
            title={label}
            confirmText={t('form.confirm')}
            cancelText={t('form.cancel')}
            precision="day"
            min={dayjs(today).subtract(30, 'year').toDate()}
            max={today}
            value={picked?.isValid() ? picked.toDate() : null}
            onClose={() => setOpen(false)}
            onConfirm={(date) => onChange(dayjs(date).format('YYYY-MM-DD'))}
          />
        </>
      )}
    </Shell>
  );
}
