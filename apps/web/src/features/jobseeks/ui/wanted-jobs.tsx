import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_LIST_MAX } from '@vaga/contract';
import { useReferences } from '@/shared/api/references.ts';
import { EMPTY_WANTED_JOB, type RegisterValues } from '../lib/register-values.ts';
import { useFieldError } from '@/shared/ui/fields/use-field-error.ts';
import { choicesOf, NumberInput, SelectInput, TextInput } from './fields.tsx';
import { Button } from '@/shared/ui/button.tsx';

/**
 * The wanted jobs (1 to 3): a listed job title or one in words, the salary and its type. The
 * salary is checked against the minimum wage when it is typed or its type chosen (`onSalary`).
 */
export function WantedJobs({ onSalary }: { onSalary: (index: number) => void }) {
  const { t } = useTranslation('jobseeks');
  const { data: references } = useReferences();
  const { control } = useFormContext<RegisterValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'jobSeekJobTitleList' });
  const listError = useFieldError('jobSeekJobTitleList');
  return (
    <fieldset className="vaga-field vaga-jobseek-jobs">
      <legend className="vaga-form__subtitle">{t('form.wantedJobs')}</legend>
      {fields.map((field, index) => (
        <div
          key={field.id}
          className="vaga-jobseek-jobs__row"
          role="group"
          aria-label={t('form.wantedJob', { index: index + 1 })}
        >
          <SelectInput
            name={`jobSeekJobTitleList.${index}.typeJobTitleId`}
            label={t('form.jobTitle')}
            choices={choicesOf(references?.JOBTITLE)}
          />
          <TextInput
            name={`jobSeekJobTitleList.${index}.textJobTitle`}
            label={t('form.textJobTitle')}
          />
          <NumberInput
            name={`jobSeekJobTitleList.${index}.salaryAmount`}
            label={t('form.salaryAmount')}
            onBlur={() => onSalary(index)}
          />
          <SelectInput
            name={`jobSeekJobTitleList.${index}.typeSalaryId`}
            label={t('form.salaryType')}
            choices={choicesOf(references?.SALARYTYPE)}
            onPicked={() => onSalary(index)}
          />
          {fields.length > 1 && (
            <Button size="small" onClick={() => remove(index)}>
              {t('form.removeJob', { index: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      {listError ? (
        <p className="vaga-field__error" role="alert">
          {listError}
        </p>
      ) : null}
      {fields.length < JOB_SEEK_LIST_MAX.jobTitles && (
        <Button size="small" onClick={() => append({ ...EMPTY_WANTED_JOB })}>
          {t('form.addJob')}
        </Button>
      )}
    </fieldset>
  );
}
