import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  JOB_MATCH_TEXT_MAX,
  REJECT_REASONS,
  validationText,
  type RejectReasonId,
} from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { paths } from '@/shared/paths.ts';
import { useJobMatch } from '../api/get-job-match.ts';
import { useReplyEmployer } from '../api/reply-employer.ts';
import { LoadState } from '../ui/load-state.tsx';
import { REJECT_REASON_CHOICES } from '../lib/reject-reasons.ts';
import '@/shared/ui/form.css';
import '../ui/jobmatches.css';
import { Button } from '@/shared/ui/button.tsx';

/**
 * /interview/reject/{id} (spec §4): the seeker declines an invitation, with a reason from the
 * list or a text of their own, warned first that refusing may affect an unemployment benefit.
 */
export function InterviewRejectPage() {
  const { t } = useTranslation('jobmatches');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const match = useJobMatch(id);
  const reply = useReplyEmployer(id);
  const formId = useId();
  const [reasonId, setReasonId] = useState<RejectReasonId | null>(null);
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!match.data) {
    return (
      <div className="vaga-page">
        <LoadState error={match.error} onRetry={() => void match.refetch()} />
      </div>
    );
  }
  if (!match.data.canReply) {
    return (
      <div className="vaga-page">
        <p className="vaga-panel__text" role="status">
          {t('reply.notAnswerable')}
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const other = otherReason.trim();
    if (reasonId === null || (reasonId === REJECT_REASONS.other && other === '')) {
      setError(validationText('validation.required', currentLocale()));
      return;
    }
    setError(null);
    reply.mutate(
      reasonId === REJECT_REASONS.other
        ? { accept: false, rejectReasonId: reasonId, otherReason: other }
        : { accept: false, rejectReasonId: reasonId },
      { onSuccess: () => void navigate(paths.interviewDetails(id), { replace: true }) },
    );
  };

  return (
    <form className="vaga-page vaga-form" onSubmit={submit} noValidate>
      <h1 className="vaga-form__title">{match.data.jobOfferTitle}</h1>
      <p className="vaga-interview-warning" role="note">
        {t('reply.benefitWarning')}
      </p>
      <fieldset
        className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
        aria-describedby={error ? `${formId}-error` : undefined}
      >
        <legend className="vaga-field__label">{t('reply.reasonLabel')}</legend>
        <div className="vaga-field__choices vaga-field__choices--column">
          {REJECT_REASON_CHOICES.map((choice) => (
            <label key={choice.id} className="vaga-field__choice">
              <input
                type="radio"
                name={`${formId}-reason`}
                value={choice.id}
                checked={reasonId === choice.id}
                onChange={() => setReasonId(choice.id)}
              />
              {t(choice.textKey)}
            </label>
          ))}
        </div>
        {reasonId === REJECT_REASONS.other && (
          <label className="vaga-field">
            <span className="vaga-field__label">{t('reply.otherLabel')}</span>
            <textarea
              className="vaga-field__input"
              value={otherReason}
              maxLength={JOB_MATCH_TEXT_MAX.reason}
              onChange={(event) => setOtherReason(event.target.value)}
            />
          </label>
        )}
        {error && (
          <p id={`${formId}-error`} className="vaga-field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={reply.isPending}>
          {t('reply.submitReject')}
        </Button>
      </div>
    </form>
  );
}
