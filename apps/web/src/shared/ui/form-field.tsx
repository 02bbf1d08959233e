import '@/shared/ui/form.css';
import { useId, type ReactNode } from 'react';
import { errorMessage, isErrorCode, validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';

interface FormFieldProps {
  label: string;
  /** A `validation.*` key or a catalogue code, or '' / undefined when the field is fine. */
  error?: string;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled console form field with its message next to it. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
      <label className="vaga-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="vaga-field__error" role="alert">
          {isErrorCode(error)
            ? errorMessage(error, currentLocale())
            : validationText(error, currentLocale())}
        </p>
      ) : null}
    </div>
  );
}
