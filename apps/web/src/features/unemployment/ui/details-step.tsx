import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  UNEMPLOYMENT_LIMITS,
  unemploymentReasonName,
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
    label: unemploymentReasonName(id, locale),
  }));
}

/** Where each field of the form stands in the contract's schema, for its required mark. */
const SCHEMA_PATH: Partial<Record<FieldName, string>> = {
  typeJobTitleId: 'latestJobObj.typeJobTitleId',
  textJobTitle: 'latestJobObj.textJobTitle',
};

/** Step 1: when and why the last employment ended, the employer, the job and its salary. */
export function DetailsStep({ values, errors, references, onChange, onNext }: DetailsStepProps) {
  const { t } = useTranslation('unemployment');
  /** A field's value, message, required mark and change, and its label by its name. */
  const bind = <K extends FieldName>(field: K) => ({
    label: t(`fields.${field}`),
    value: values[field],
    error: errors[field],
    required: REQUIRED(SCHEMA_PATH[field] ?? field),
    onChange: (value: UnemploymentValues[K]) => onChange(field, value),
  });
  return (
    <TitledForm titleId="unemployment-details-title" title={t('steps.details')} onSubmit={onNext}>
      <DateField hint={t('fields.resignedDateHint')} {...bind('resignedDate')} />
      <TextField
        maxLength={UNEMPLOYMENT_LIMITS.companyNameMax}
        {...bind('lastEmployCompanyName')}
      />
      <SelectField choices={choicesOf(references.JOBTITLE)} {...bind('typeJobTitleId')} />
      <TextField
        hint={t('fields.textJobTitleHint')}
        maxLength={UNEMPLOYMENT_LIMITS.jobTitleMax}
        {...bind('textJobTitle')}
      />
      <SelectField choices={reasonChoices()} {...bind('resignedReasonId')} />
      {values.resignedReasonId === UNEMPLOYMENT_REASONS.other ? (
        // Shown only once "other" is chosen, when the words must be given.
        <TextField
          maxLength={UNEMPLOYMENT_LIMITS.otherReasonMax}
          {...bind('otherResignedReason')}
          required
        />
      ) : null}
      <TextField numeric {...bind('lastEmployJobSalaryAmount')} />
      <SelectField
        choices={choicesOf(references.SALARYTYPE)}
        {...bind('lastEmployJobSalaryTypeId')}
      />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary">
          {t('actions.next')}
        </Button>
      </div>
    </TitledForm>
  );
}
