import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  UNEMPLOYMENT_LIMITS,
  UNEMPLOYMENT_REASON_NAMES,
  UNEMPLOYMENT_REASONS,
  UnemploymentSubmitSchema,
  type References,
} from '@vaga/contract';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import type { FieldErrors, FieldName, UnemploymentValues } from '../lib/form-values.ts';
import { DateField, SelectField, TextField, type Choice } from './form-fields.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { TitledForm } from '@/shared/ui/titled-form.tsx';

interface DetailsStepProps {
  values: UnemploymentValues;
  errors: FieldErrors;
  references: References;
  onChange: <K extends FieldName>(field: K, value: UnemploymentValues[K]) => void;
  onNext: () => void;
}

/** What a submission must have (the contract's schema); the job, one of two fields, is not marked. */
const REQUIRED = requiredBySchema(UnemploymentSubmitSchema);

const choicesOf = (options: References[keyof References] | undefined): Choice[] =>
  (options ?? []).map((o) => ({ value: o.id, label: o.name, disabled: o.isActive !== 1 }));

/** The reasons of the contract, named in the current language. */
export function reasonChoices(): Choice[] {
  const locale = currentLocale();
  return Object.values(UNEMPLOYMENT_REASONS).map((id) => ({
    value: id,
    label: UNEMPLOYMENT_REASON_NAMES[id][locale],
  }));
}

/** Step 1: when and why the last employment ended, the employer, the job and its salary. */
export function DetailsStep({ values, errors, references, onChange, onNext }: DetailsStepProps) {
  const { t } = useTranslation('unemployment');
  return (
    <TitledForm titleId="unemployment-details-title" title={t('steps.details')} onSubmit={onNext}>
      <DateField
        label={t('fields.resignedDate')}
        hint={t('fields.resignedDateHint')}
        value={values.resignedDate}
        error={errors.resignedDate}
        required={REQUIRED('resignedDate')}
        onChange={(value) => onChange('resignedDate', value)}
      />
      <TextField
        label={t('fields.lastEmployCompanyName')}
        value={values.lastEmployCompanyName}
        maxLength={UNEMPLOYMENT_LIMITS.companyNameMax}
        error={errors.lastEmployCompanyName}
        required={REQUIRED('lastEmployCompanyName')}
        onChange={(value) => onChange('lastEmployCompanyName', value)}
      />
      <SelectField
        label={t('fields.typeJobTitleId')}
        value={values.typeJobTitleId}
        choices={choicesOf(references.JOBTITLE)}
        error={errors.typeJobTitleId}
        required={REQUIRED('latestJobObj.typeJobTitleId')}
        onChange={(value) => onChange('typeJobTitleId', value)}
      />
      <TextField
        label={t('fields.textJobTitle')}
        hint={t('fields.textJobTitleHint')}
        value={values.textJobTitle}
        maxLength={UNEMPLOYMENT_LIMITS.jobTitleMax}
        error={errors.textJobTitle}
        required={REQUIRED('latestJobObj.textJobTitle')}
        onChange={(value) => onChange('textJobTitle', value)}
      />
      <SelectField
        label={t('fields.resignedReasonId')}
        value={values.resignedReasonId}
        choices={reasonChoices()}
        error={errors.resignedReasonId}
        required={REQUIRED('resignedReasonId')}
        onChange={(value) => onChange('resignedReasonId', value)}
      />
      {values.resignedReasonId === UNEMPLOYMENT_REASONS.other ? (
        <TextField
          label={t('fields.otherResignedReason')}
          value={values.otherResignedReason}
          maxLength={UNEMPLOYMENT_LIMITS.otherReasonMax}
          error={errors.otherResignedReason}
          // Shown only once "other" is chosen, when the words must be given.
          required
          onChange={(value) => onChange('otherResignedReason', value)}
        />
      ) : null}
      <TextField
        label={t('fields.lastEmployJobSalaryAmount')}
        numeric
        value={values.lastEmployJobSalaryAmount}
        error={errors.lastEmployJobSalaryAmount}
        required={REQUIRED('lastEmployJobSalaryAmount')}
        onChange={(value) => onChange('lastEmployJobSalaryAmount', value)}
      />
      <SelectField
        label={t('fields.lastEmployJobSalaryTypeId')}
        value={values.lastEmployJobSalaryTypeId}
        choices={choicesOf(references.SALARYTYPE)}
        error={errors.lastEmployJobSalaryTypeId}
        required={REQUIRED('lastEmployJobSalaryTypeId')}
        onChange={(value) => onChange('lastEmployJobSalaryTypeId', value)}
      />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary">
          {t('actions.next')}
        </Button>
      </div>
    </TitledForm>
  );
}
