import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { EVENT_LIMITS, type EventSession } from '@vaga/contract';
import { sessionDisabled, toggleSession } from '../lib/session-choice.ts';
import { SessionFacts } from './session-list.tsx';

interface SessionPickerProps {
  sessions: readonly EventSession[];
  chosen: readonly number[];
  error: string;
  onChange: (chosen: number[]) => void;
}

/** The sessions to choose, 1 to 3: full ones disabled, the seats left shown. */
export function SessionPicker({ sessions, chosen, error, onChange }: SessionPickerProps) {
  const { t } = useTranslation('events');
  return (
    <fieldset
      className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
      aria-describedby={error ? 'vaga-session-error' : undefined}
    >
      <legend className="vaga-field__label">
        {t('form.sessions', { max: EVENT_LIMITS.sessionsPerRegistration })}
      </legend>
      <ul className="vaga-event__sessions">
        {sessions.map((session) => (
          <li key={session.sessionId} className="vaga-event__session">
            <label className="vaga-event__choice">
              <input
                type="checkbox"
                checked={chosen.includes(session.sessionId)}
                disabled={sessionDisabled(chosen, session)}
                onChange={() => onChange(toggleSession(chosen, session))}
              />
              <span className="vaga-event__choice-text">
                <SessionFacts session={session} />
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="vaga-session-error" className="vaga-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
