import { useState, type ReactNode } from 'react';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { Button } from '@/shared/ui/button.tsx';

/** What the fields of a staff decision read and change. */
export interface DecisionFields<V> {
  values: V;
  /** The message keys by field, from the last check. */
  errors: FormErrors;
  /** Changes a field; a form that showed errors is checked again. */
  set: <K extends keyof V>(field: K, value: V[K]) => void;
}

interface StaffDecisionFormProps<V> {
  /** The form's heading and accessible name. */
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** The decision the page leads to (approve), in the primary colour. */
  primary?: boolean;
  pending: boolean;
  initial: V;
  /** The errors by field; none, and the values are sent. */
  check: (values: V) => FormErrors;
  send: (values: V) => void;
  children: (fields: DecisionFields<V>) => ReactNode;
}

/**
 * The one form of a staff decision (approve, refuse, close, decline, a result): its heading, its
 * fields, checked on submit (and again on each change once it showed errors), and its button.
 */
export function StaffDecisionForm<V extends object>({
  title,
  description,
  submitLabel,
  primary = false,
  pending,
  initial,
  check,
  send,
  children,
}: StaffDecisionFormProps<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };
  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(values);
        setErrors(found);
        if (Object.keys(found).length === 0) send(values);
      }}
    >
      <h3 className="vaga-form__subtitle">{title}</h3>
      {description ? <p>{description}</p> : null}
      {children({ values, errors, set })}
      <div className="vaga-form__actions">
        <Button type="submit" variant={primary ? 'primary' : undefined} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A staff decision with nothing to fill in (approve, keep): its heading, what it does, its button. */
export function StaffConfirmForm({
  send,
  ...form
}: Pick<StaffDecisionFormProps<object>, 'title' | 'description' | 'submitLabel' | 'pending'> & {
  send: () => void;
}) {
  return (
    <StaffDecisionForm {...form} primary initial={{}} check={() => ({})} send={send}>
      {() => null}
    </StaffDecisionForm>
  );
}
