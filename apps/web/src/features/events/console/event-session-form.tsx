import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventSession } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { useAddEventSession, useUpdateEventSession } from '../api/console-event-actions.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import {
  checkSession,
  fieldRefusal,
  sessionFormOf,
  sessionInputOf,
  type SessionFormValues,
} from '../lib/event-form-values.ts';
import { EventFailure } from './event-failure.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

const FIELDS: readonly [keyof SessionFormValues, string][] = [
  ['date', 'date'],
  ['startTime', 'time'],
  ['endTime', 'time'],
  ['quota', 'number'],
  ['ticketFrom', 'time'],
  ['ticketTo', 'time'],
];

interface EventSessionFormProps {
  eventId: string;
  /** The session changed, or none to add one. */
  session?: EventSession;
  /** The event's first and last days (`YYYY-MM-DD`): a session is on one of them. */
  days: { from: string; to: string };
  onDone?: () => void;
}

/**
 * Adds a session or changes one: its day, times, seats and ticket collection time. A quota below
 * the seats already taken is refused by the server (BE_EVENT_QUOTA_BELOW_TAKEN), shown here.
 */
export function EventSessionForm({ eventId, session, days, onDone }: EventSessionFormProps) {
  const { t } = useTranslation(['events-console', 'console']);
  const add = useAddEventSession(eventId);
  const update = useUpdateEventSession(eventId);
  const saving = session ? update : add;
  const [values, setValues] = useState(() => sessionFormOf(session));
  const [errors, setErrors] = useState<FormErrors>({});
  const refused = isApiError(saving.error)
    ? fieldRefusal(saving.error.code, saving.error.errorArgs)
    : null;
  const shown = refused && Object.keys(errors).length === 0 ? refused : errors;
  const title = session
    ? t('events.sessions.editTitle', { date: session.date, time: session.startTime })
    : t('events.sessions.addTitle');
  return (
    <form
      className="vaga-form"
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkSession(values, days);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const input = sessionInputOf(values);
        const done = {
          onSuccess: () => {
            saving.reset();
            if (!session) setValues(sessionFormOf());
            onDone?.();
          },
        };
        if (session) update.mutate({ ...input, sessionId: session.sessionId }, done);
        else add.mutate(input, done);
      }}
    >
      <h4 className="vaga-form__subtitle">{title}</h4>
      {FIELDS.map(([key, type]) => (
        <FormField key={key} label={t(`events.sessions.${key}`)} error={shown[key]}>
          {(props) => (
            <input
              {...props}
              className="vaga-field__input"
              type={type}
              {...(type === 'number' ? { min: 1, inputMode: 'numeric' as const } : {})}
              value={values[key]}
              onChange={(e) => {
                const next = { ...values, [key]: e.target.value };
                setValues(next);
                if (Object.keys(errors).length > 0) setErrors(checkSession(next, days));
              }}
            />
          )}
        </FormField>
      ))}
      {refused ? null : <EventFailure error={saving.error} />}
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={saving.isPending}>
          {session ? t('events.sessions.save') : t('events.sessions.add')}
        </Button>
        {onDone ? <Button onClick={onDone}>{t('events.cancel')}</Button> : null}
      </div>
    </form>
  );
}
