import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { EVENT_LIMITS, eventTypeName, type ConsoleEventInput } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { isApiError } from '@/shared/lib/api-error.ts';
import {
  checkEvent,
  eventInputOf,
  fieldRefusal,
  type EventFormValues,
} from '../lib/event-form-values.ts';
import { EventFailure } from './event-failure.tsx';
import { EventTextFields } from './event-text-fields.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { REQUIRED } from '../lib/event-form-values.ts';
import { Button } from '@/shared/ui/button.tsx';

type PlainKey = Exclude<keyof EventFormValues, 'name' | 'venue' | 'description'>;

/** The one-line fields after the texts: their input type. */
const PLAIN_FIELDS: readonly [PlainKey, string][] = [
  ['startDate', 'date'],
  ['endDate', 'date'],
  ['startTime', 'time'],
  ['endTime', 'time'],
  ['registerFrom', 'date'],
  ['registerTo', 'date'],
  ['maxApplyPerSeeker', 'number'],
];

interface EventFormProps {
  title: string;
  submitLabel: string;
  initial: EventFormValues;
  pending: boolean;
  /** The server's refusal of the last save: a field's beside it, any other under the form. */
  refusal?: unknown;
  onSubmit: (input: ConsoleEventInput) => void;
}

/**
 * An event's fields: kind and catalogue type, the three languages' name, venue and description,
 * the days and hours, the registration window (Macao days, from 00:00 of the first to 23:59:59
 * of the last) and the bookings one seeker may make.
 * Checked with the contract's schema before it is sent; the server checks it again.
 */
export function EventForm({
  title,
  submitLabel,
  initial,
  pending,
  refusal,
  onSubmit,
}: EventFormProps) {
  const { t } = useTranslation(['events-console', 'console']);
  const locale = currentLocale();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const refused = isApiError(refusal) ? fieldRefusal(refusal.code, refusal.errorArgs) : null;
  const shown = refused && Object.keys(errors).length === 0 ? refused : errors;
  const change = (next: EventFormValues) => {
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(checkEvent(next, initial));
  };
  const select = (key: 'typeEventId' | 'eventCatalogType', options: [number, string][]) => (
    <FormField
      label={t(`events.form.${key}`, { max: EVENT_LIMITS.maxApplyPerSeekerMax })}
      error={shown[key]}
      required={REQUIRED(key)}
    >
      {(props) => (
        <select
          {...props}
          className="vaga-field__input"
          value={values[key]}
          onChange={(e) => change({ ...values, [key]: e.target.value })}
        >
          <option value="">{t('events.form.choose')}</option>
          {options.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkEvent(values, initial);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(eventInputOf(values));
      }}
    >
      <h3 className="vaga-form__subtitle">{title}</h3>
      {select(
        'typeEventId',
        ([1, 2, 3] as const).map((id) => [id, eventTypeName(id, locale)]),
      )}
      {select(
        'eventCatalogType',
        [1, 2, 3].map((id) => [id, t(`events.catalogTypes.${id}`)]),
      )}
      <EventTextFields
        values={values}
        errors={shown}
        onChange={(key, language, text) =>
          change({ ...values, [key]: { ...values[key], [language]: text } })
        }
      />
      {PLAIN_FIELDS.map(([key, type]) => (
        <FormField
          key={key}
          label={t(`events.form.${key}`, { max: EVENT_LIMITS.maxApplyPerSeekerMax })}
          error={shown[key]}
          required={REQUIRED(key)}
        >
          {(props) => (
            <input
              {...props}
              className="vaga-field__input"
              type={type}
              {...(type === 'number' ? { min: 1, max: 20, inputMode: 'numeric' as const } : {})}
              value={values[key]}
              onChange={(e) => change({ ...values, [key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      {refused ? null : <EventFailure error={refusal} />}
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
