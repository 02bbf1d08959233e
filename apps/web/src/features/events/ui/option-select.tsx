import { useId } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ReferenceOption } from '@vaga/contract';

interface OptionSelectProps {
  label: string;
  options: readonly ReferenceOption[];
  value: number | null;
  error: string;
  onChange: (value: number | null) => void;
}

/** A reference option choice: inactive options are shown but cannot be chosen (spec §5). */
export function OptionSelect({ label, options, value, error, onChange }: OptionSelectProps) {
  const { t } = useTranslation('events');
  const id = useId();
  return (
    <div className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <label className="vaga-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="vaga-field__input"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.isActive !== 1}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="vaga-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
