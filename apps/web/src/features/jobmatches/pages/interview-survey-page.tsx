import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  JOB_MATCH_RESULTS,
  JOB_MATCH_TEXT_MAX,
  validationText,
  type JobMatchResult,
  type Survey,
} from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { paths } from '@/shared/paths.ts';
import { useSurvey } from '../api/get-survey.ts';
import { useSaveSurvey } from '../api/save-survey.ts';
import { useSubmitSurvey } from '../api/submit-survey.ts';
import { LoadState } from '../ui/load-state.tsx';
import '@/shared/ui/form.css';
import '../ui/jobmatches.css';
import { Button } from '@/shared/ui/button.tsx';

function SurveyForm({ survey }: { survey: Survey }) {
  const { t } = useTranslation('jobmatches');
  const navigate = useNavigate();
  const formId = useId();
  const id = survey.jobMatchUid;
  const [result, setResult] = useState<JobMatchResult | null>(survey.seekerResult);
  const [comment, setComment] = useState(survey.comment);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveSurvey(id);
  const submit = useSubmitSurvey(id);
  const busy = save.isPending || submit.isPending;
  const readOnly = survey.submitted;

  const answer = () => {
    if (result === null) {
      setError(validationText('validation.required', currentLocale()));
      return null;
    }
    setError(null);
    return { seekerResult: result, comment: comment.trim() };
  };
  const onSave = () => {
    const body = answer();
    if (body) save.mutate(body, { onSuccess: () => setSaved(true) });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = answer();
    if (body)
      submit.mutate(body, {
        onSuccess: () => void navigate(paths.interviewDetails(id), { replace: true }),
      });
  };

  return (
    <form className="vaga-page vaga-form" onSubmit={onSubmit} noValidate>
      <h1 className="vaga-form__title">{survey.jobOfferTitle}</h1>
      <p className="vaga-form__intro">
        {survey.employerName}
        {survey.interviewDate ? ` · ${formatDateTime(survey.interviewDate)}` : ''}
      </p>
      <p className="vaga-form__intro">{t('survey.intro')}</p>
      {survey.employerResult && (
        <p role="note">
          {t('survey.employerResult', { result: t(`results.${survey.employerResult}`) })}
        </p>
      )}
      {readOnly && <p role="status">{t('survey.submitted')}</p>}
      <fieldset
        className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
        aria-describedby={error ? `${formId}-error` : undefined}
        disabled={readOnly}
      >
        <legend className="vaga-field__label">{t('survey.resultLabel')}</legend>
        <div className="vaga-field__choices">
          {JOB_MATCH_RESULTS.map((value) => (
            <label key={value} className="vaga-field__choice">
              <input
                type="radio"
                name={`${formId}-result`}
                value={value}
                checked={result === value}
                onChange={() => {
                  setResult(value);
                  setSaved(false);
                }}
              />
              {t(`results.${value}`)}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${formId}-error`} className="vaga-field__error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <label className="vaga-field">
        <span className="vaga-field__label">{t('survey.commentLabel')}</span>
        <textarea
          className="vaga-field__input"
          value={comment}
          maxLength={JOB_MATCH_TEXT_MAX.remark}
          readOnly={readOnly}
          onChange={(event) => {
            setComment(event.target.value);
            setSaved(false);
          }}
        />
      </label>
      {saved && <p role="status">{t('survey.saved')}</p>}
      {!readOnly && (
        <div className="vaga-form__actions">
          <Button disabled={busy} onClick={onSave}>
            {t('survey.save')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('survey.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * /interview/survey/{id}, the named route interviewSurvey (spec §4): after the interview the
 * seeker gives their own result (hired, not hired, absent) and a comment; saved as a draft or
 * submitted. Without it the employer's result counts.
 */
export function InterviewSurveyPage() {
  const { id = '' } = useParams();
  const survey = useSurvey(id);
  if (!survey.data) {
    return (
      <div className="vaga-page">
        <LoadState error={survey.error} onRetry={() => void survey.refetch()} />
      </div>
    );
  }
  return <SurveyForm survey={survey.data} />;
}
