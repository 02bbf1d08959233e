import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  JOB_SEEK_RESULT_NAMES,
  JOB_SEEK_RESULTS,
  JOB_SEEK_TEXT_MAX,
  validationText,
  type JobSeekResultId,
} from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useCloseJobSeek } from '../api/jobseek-actions.ts';
import { checkClose } from '../lib/jobseek-form-checks.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

const RESULT_IDS = Object.values(JOB_SEEK_RESULTS) as JobSeekResultId[];

/** Closes a registration with its result: it becomes completed, with the remarks on the record. */
export function CloseForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const close = useCloseJobSeek(jobSeekId);
  const locale = currentLocale();
  const [result, setResult] = useState<JobSeekResultId | null>(null);
  const [detailsRemark, setDetailsRemark] = useState('');
  const [cardRemark, setCardRemark] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={t('close.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = { jobSeekResultId: result ?? undefined, detailsRemark, cardRemark };
        const found = checkClose(value);
        setErrors(found);
        if (result !== null && Object.keys(found).length === 0)
          close.mutate({
            jobSeekResultId: result,
            detailsRemark: detailsRemark.trim(),
            cardRemark: cardRemark.trim(),
          });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('close.title')}</h3>
      <fieldset
        className={errors.jobSeekResultId ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
      >
        <legend className="vaga-field__label">{t('close.result')}</legend>
        <div className="vaga-field__choices">
          {RESULT_IDS.map((id) => (
            <label key={id} className="vaga-field__choice">
              <input
                type="radio"
                name={`close-result-${jobSeekId}`}
                checked={result === id}
                onChange={() => {
                  setResult(id);
                  if (errors.jobSeekResultId) setErrors({ ...errors, jobSeekResultId: '' });
                }}
              />
              {JOB_SEEK_RESULT_NAMES[id][locale]}
            </label>
          ))}
        </div>
        {errors.jobSeekResultId ? (
          <p className="vaga-field__error" role="alert">
            {validationText(errors.jobSeekResultId, locale)}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('close.detailsRemark')}
        error={errors.detailsRemark}
        rows={3}
        maxLength={JOB_SEEK_TEXT_MAX.detailsRemark}
        value={detailsRemark}
        onChange={(text) => setDetailsRemark(text)}
      />
      <TextAreaField
        label={t('close.cardRemark')}
        error={errors.cardRemark}
        rows={2}
        maxLength={JOB_SEEK_TEXT_MAX.cardRemark}
        value={cardRemark}
        onChange={(text) => setCardRemark(text)}
      />
      <div className="vaga-form__actions">
        <Button type="submit" disabled={close.isPending}>
          {t('close.submit')}
        </Button>
      </div>
    </form>
  );
}
