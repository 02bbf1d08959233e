import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import { StaffDecisionForm } from './staff-decision-form.tsx';

interface StaffTextFormProps {
  /** The form's heading and accessible name. */
  title: string;
  description?: string;
  /** What the text field asks for. */
  label: string;
  submitLabel: string;
  /** The body's one field (`reason`, `request`…), where its errors are found. */
  field: string;
  /** The text must be given (a reason); an optional one (a remark) may be left empty. */
  required?: boolean;
  /** Most characters; with `hardLimit` the field takes no more, else a longer text is refused. */
  max: number;
  hardLimit?: boolean;
  /** Shows how many characters are used of the most. */
  counted?: boolean;
  rows?: number;
  primary?: boolean;
  check: (text: string) => FormErrors;
  /** Sends the checked, trimmed text. */
  send: (text: string) => void;
  pending: boolean;
}

/** A staff decision with one text (a reason, a request, a remark), checked first. */
export function StaffTextForm({
  label,
  field,
  required = true,
  max,
  hardLimit = false,
  counted = true,
  rows = 3,
  check,
  send,
  ...form
}: StaffTextFormProps) {
  const { t } = useTranslation('console');
  return (
    <StaffDecisionForm
      {...form}
      initial={{ text: '' }}
      check={({ text }) => check(text)}
      send={({ text }) => send(text.trim())}
    >
      {({ values, errors, set }) => (
        <>
          <TextAreaField
            label={label}
            error={errors[field]}
            required={required}
            rows={rows}
            maxLength={hardLimit ? max : undefined}
            value={values.text}
            onChange={(text) => set('text', text)}
          />
          {counted ? (
            <p className="vaga-console-match__muted">
              {t('textLength', { used: values.text.length, count: max })}
            </p>
          ) : null}
        </>
      )}
    </StaffDecisionForm>
  );
}

interface StaffReasonFormProps {
  /** Where its texts are: `namespace:name` holds `title`, `reason` (the field) and `submit`. */
  texts: string;
  max: number;
  check: (body: { reason: string }) => FormErrors;
  /** What sends the reason (a mutation taking `{ reason }`). */
  mutation: { mutate: (body: { reason: string }) => void; isPending: boolean };
}

/**
 * A staff refusal (decline a request, refuse a registration) with the reason the seeker reads:
 * it must be given, and the field takes no more than `max` characters.
 */
export function StaffReasonForm({ texts, max, check, mutation }: StaffReasonFormProps) {
  const [namespace, name] = texts.split(':');
  const { t } = useTranslation([namespace, 'console']);
  return (
    <StaffTextForm
      title={t(`${name}.title`)}
      label={t(`${name}.reason`)}
      submitLabel={t(`${name}.submit`)}
      field="reason"
      max={max}
      hardLimit
      counted={false}
      check={(reason) => check({ reason })}
      send={(reason) => mutation.mutate({ reason })}
      pending={mutation.isPending}
    />
  );
}
