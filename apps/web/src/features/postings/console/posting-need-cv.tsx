import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { validationText } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import type { PostingFormValues } from '../lib/posting-form-values.ts';

/** Whether seekers must send a CV with their interview request: yes or no. */
export function PostingNeedCv({ error }: { error: string }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const id = useId();
  const { register } = useFormContext<PostingFormValues>();
  return (
    <fieldset
      className={error ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="vaga-field__label">{t('postings.form.needCv')}</legend>
      <div className="vaga-field__choices">
        {(['1', '0'] as const).map((value) => (
          <label key={value} className="vaga-field__choice">
            <input type="radio" value={value} {...register('needCv')} />
            {t(value === '1' ? 'postings.form.yes' : 'postings.form.no')}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="vaga-field__error" role="alert">
          {validationText(error, currentLocale())}
        </p>
      ) : null}
    </fieldset>
  );
}
