import '@/shared/ui/form.css';
import '../events.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { validationText, type EventDetail, type EventInitialValidateResult } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { WEB_ERROR_CODES } from '@/shared/lib/web-errors.ts';
import { useReferences } from '@/shared/api/references.ts';
import { paths } from '@/shared/paths.ts';
import { useEvent } from '../api/get-event.ts';
import { useSessionStock } from '../api/get-session-stock.ts';
import { useRegister } from '../api/register.ts';
import { EventNotFound, LoadState } from '../ui/load-state.tsx';
import { OptionSelect } from '../ui/option-select.tsx';
import { RegisterCheck } from '../ui/register-check.tsx';
import { RegisterGate } from '../ui/register-gate.tsx';
import { SessionPicker } from '../ui/session-picker.tsx';
import { idOf } from '../lib/query-ids.ts';
import { checkRegister, type RegisterDraft, type RegisterErrors } from '../lib/register-checks.ts';
import { withStock } from '../lib/session-choice.ts';
import { Button } from '@/shared/ui/button.tsx';

function RegisterForm({
  event,
  prefill,
}: {
  event: EventDetail;
  prefill: EventInitialValidateResult;
}) {
  const { t } = useTranslation('events');
  const locale = currentLocale();
  const navigate = useNavigate();
  const references = useReferences();
  const stock = useSessionStock(event.eventId);
  const submit = useRegister();
  const [draft, setDraft] = useState<RegisterDraft>({
    typeEducationId: prefill.typeEducationId,
    typeEmploymentStatusId: prefill.typeEmploymentStatusId,
    sessions: [],
  });
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = withStock(event.sessions, stock.data);
  const education = references.data?.EDUCATION ?? [];
  const employment = references.data?.EMPLOYMENT_STATUS ?? [];
  const text = (key?: string) => (key ? validationText(key, locale) : '');

  const change = (patch: Partial<RegisterDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (Object.keys(errors).length > 0) setErrors(checkRegister(next));
  };

  const send = () => {
    setFailure(null);
    submit.mutate(
      {
        eventId: event.eventId,
        typeEducationId: draft.typeEducationId ?? 0,
        typeEmploymentStatusId: draft.typeEmploymentStatusId ?? 0,
        eventRegisterSessionList: draft.sessions.map((sessionId) => ({ sessionId })),
      },
      {
        onSuccess: () => void navigate(paths.registerResult(event.eventId), { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'BE_SESSION_FULL_BOOKING') {
            void stock.refetch();
            const full = sessions.find((s) => s.sessionId === Number(error.errorArgs[0]));
            setFailure(
              full
                ? t('form.sessionFull', {
                    message: errorText(error.code, locale),
                    session: `${formatDate(full.date)} ${full.startTime}–${full.endTime}`,
                  })
                : errorText(error.code, locale),
            );
            setDraft((d) => ({
              ...d,
              sessions: d.sessions.filter((id) => id !== full?.sessionId),
            }));
            setChecking(false);
            return;
          }
          const code = isApiError(error) ? error.code : WEB_ERROR_CODES.network;
          setFailure(errorText(code, locale, isApiError(error) ? error.errorArgs : []));
        },
      },
    );
  };

  const next = () => {
    const found = checkRegister(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setChecking(true);
  };

  return (
    <form
      className="vaga-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (checking) send();
        else next();
      }}
    >
      <h2 className="vaga-section-title">{event.eventName}</h2>
      {failure && (
        <p className="vaga-field__error" role="alert">
          {failure}
        </p>
      )}
      {checking ? (
        <RegisterCheck
          draft={draft}
          sessions={sessions}
          education={education}
          employment={employment}
        />
      ) : (
        <>
          <OptionSelect
            label={t('form.education')}
            options={education}
            value={draft.typeEducationId}
            error={text(errors.typeEducationId)}
            onChange={(value) => change({ typeEducationId: value })}
          />
          <OptionSelect
            label={t('form.employment')}
            options={employment}
            value={draft.typeEmploymentStatusId}
            error={text(errors.typeEmploymentStatusId)}
            onChange={(value) => change({ typeEmploymentStatusId: value })}
          />
          <SessionPicker
            sessions={sessions}
            chosen={draft.sessions}
            error={text(errors.sessions)}
            onChange={(chosen) => change({ sessions: chosen })}
          />
        </>
      )}
      <div className="vaga-form__actions">
        {checking && <Button onClick={() => setChecking(false)}>{t('form.edit')}</Button>}
        <Button type="submit" variant="primary" disabled={submit.isPending}>
          {checking ? t('form.submit') : t('form.next')}
        </Button>
      </div>
    </form>
  );
}

/** `/register-form?eventId=`: education, employment status and the sessions, checked, then sent. */
export function RegisterFormPage() {
  const [params] = useSearchParams();
  const eventId = idOf(params.get('eventId'));
  const event = useEvent(eventId);
  if (eventId === null) return <EventNotFound />;
  return (
    <div className="vaga-page vaga-event">
      <RegisterGate eventId={eventId}>
        {(prefill) =>
          event.data ? (
            <RegisterForm event={event.data} prefill={prefill} />
          ) : (
            <LoadState error={event.error} onRetry={() => void event.refetch()} />
          )
        }
      </RegisterGate>
    </div>
  );
}
