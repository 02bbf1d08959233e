import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_MATCH_RESULTS, JOB_MATCH_TEXT_MAX, type JobMatchResult } from '@vaga/contract';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useRecordResult } from '../api/match-actions.ts';
import { checkResult, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Records the result after the interview: hired, not hired or absent. */
export function ResultForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const record = useRecordResult(matchId);
  const [result, setResult] = useState<JobMatchResult | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={t('result.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkResult({ result: result ?? undefined, remark });
        setErrors(found);
        if (result && Object.keys(found).length === 0) record.mutate({ result, remark });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('result.title')}</h3>
      <fieldset className={errors.result ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
        <legend className="vaga-field__label">{t('result.result')}</legend>
        <div className="vaga-field__choices">
          {JOB_MATCH_RESULTS.map((name) => (
            <label key={name} className="vaga-field__choice">
              <input
                type="radio"
                name={`result-${matchId}`}
                checked={result === name}
                onChange={() => setResult(name)}
              />
              {t(`results.${name}`)}
            </label>
          ))}
        </div>
        {errors.result ? (
          <p className="vaga-field__error" role="alert">
            {validationText(errors.result, currentLocale())}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('result.remark')}
        error={errors.remark}
        rows={2}
        maxLength={JOB_MATCH_TEXT_MAX.remark}
        value={remark}
        onChange={(text) => setRemark(text)}
      />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={record.isPending}>
          {t('result.submit')}
        </Button>
      </div>
    </form>
  );
}
