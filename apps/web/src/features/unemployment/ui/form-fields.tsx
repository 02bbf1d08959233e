import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import DatePicker from 'antd-mobile/es/components/date-picker';
import dayjs from 'dayjs';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';

export interface Choice {
  value: number;
  label: string;
  disabled?: boolean;
}

interface ShellProps {
  id: string;
  label: string;
  /** A schema message key or a ready text; '' when fine. */
  error?: string;
  hint?: string;
  children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A field: its label, the control, a hint and the message next to it. */
function Shell({ id, label, error, hint, children }: ShellProps) {
  const message = error ? validationText(error, currentLocale()) : '';
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={message ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <label className="vaga-field__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="vaga-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {message ? (
        <p id={`${id}-error`} className="vaga-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
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
}: TextProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
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
}

/** A select whose value is a number; '' is "nothing chosen". Disabled options cannot be chosen. */
export function SelectField({ label, value, choices, onChange, error }: SelectProps) {
  const id = useId();
  const { t } = useTranslation('unemployment');
  return (
    <Shell id={id} label={label} error={error}>
      {(a11y) => (
        <select
          className="vaga-field__input"
          value={value == null ? '' : String(value)}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          {...a11y}
        >
          <option value="">{t('form.choose')}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value} disabled={c.disabled && c.value !== value}>
              {c.disabled ? `${c.label} ${t('form.inactive')}` : c.label}
            </option>
          ))}
        </select>
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
}

/** A day not after today, picked with antd-mobile's DatePicker. */
export function DateField({ label, value, onChange, error, hint }: DateProps) {
  const id = useId();
  const { t } = useTranslation('unemployment');
  const [open, setOpen] = useState(false);
  const today = new Date();
  const picked = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      {(a11y) => (
        <>
          <button
            type="button"
            className="vaga-field__input vaga-unemployment__date"
            aria-labelledby={`${id}-label ${id}`}
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
