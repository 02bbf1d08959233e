import { useState, type ReactNode } from 'react';
import { checkArrangement, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ArrangementFields, type Arrangement } from './arrangement-fields.tsx';

interface ArrangementFormProps {
  title: string;
  submit: string;
  /** What stands before the fields (a note on what the change does). */
  intro?: ReactNode;
  initial: Arrangement | (() => Arrangement);
  pending: boolean;
  onSubmit: (value: Arrangement) => void;
}

/**
 * An interview's time, place, phone and remark, checked as typed once a send has found a fault:
 * arranging a request and moving an interview share it.
 */
export function ArrangementForm({
  title,
  submit,
  intro,
  initial,
  pending,
  onSubmit,
}: ArrangementFormProps) {
  const [value, setValue] = useState<Arrangement>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const edit = (patch: Partial<Arrangement>) => {
    const next = { ...value, ...patch };
    setValue(next);
    if (Object.keys(errors).length > 0) setErrors(checkArrangement(next));
  };
  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkArrangement(value);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(value);
      }}
    >
      <h3 className="vaga-form__subtitle">{title}</h3>
      {intro}
      <ArrangementFields value={value} errors={errors} onChange={edit} />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
