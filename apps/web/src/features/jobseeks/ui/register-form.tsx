import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  EMPLOYMENT_STATUS_UNEMPLOYED,
  JobAssistanceInputSchema,
  type JobAssistanceOptions,
  type JobAssistanceValues,
  type References,
} from '@vaga/contract';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { isOtherReason, registerResolver } from '../lib/register-resolver.ts';
import type { RegisterValues } from '../lib/register-values.ts';
import type { ServerFieldError } from '../lib/server-field-error.ts';
import { salaryMessage } from '../lib/salary-check.ts';
import {
  CheckboxGroup,
  choicesOf,
  NumberInput,
  RadioGroup,
  SelectInput,
  TextInput,
} from './fields.tsx';
import { WantedJobs } from './wanted-jobs.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { RequiredFields, requiredBySchema } from '@/shared/lib/required-fields.ts';

/** What the registration must have (the contract's schema); the joined rules are not marked. */
const REQUIRED = requiredBySchema(JobAssistanceInputSchema);

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
const wrapLocation = (value: number) => ({ typeJobSeekLocationId: value });
const unwrapLocation = (item: unknown) =>
  (item as { typeJobSeekLocationId: number }).typeJobSeekLocationId;

interface RegisterFormProps {
  defaultValues: RegisterValues;
  references: References;
  options: JobAssistanceOptions;
  onNext: (values: JobAssistanceValues, raw: RegisterValues) => void;
  /** The server's refusal of a field, shown next to it. */
  serverError?: ServerFieldError | null;
}

/**
 * The fill step of `/cv-form/update-register`: every field of the registration profile (spec §3)
 * with the contract's rules (spec §5), and each wanted salary checked against the minimum wage.
 */
export function RegisterForm(props: RegisterFormProps) {
  const { defaultValues, references, options, onNext, serverError } = props;
  const { t } = useTranslation('jobseeks');
  const resolver = useMemo(() => registerResolver(() => references.REG_REASON), [references]);
  const form = useForm<RegisterValues>({ resolver, defaultValues, reValidateMode: 'onChange' });
  const { control, getValues, setError, clearErrors } = form;
  const status = useWatch({ control, name: 'typeEmploymentStatusId' });
  const reason = useWatch({ control, name: 'typeRegReasonId' });
  const asked = useRef(new Map<number, number>());
  useEffect(() => {
    if (serverError)
      setError(
        serverError.field as keyof RegisterValues,
        { type: 'server', message: serverError.message },
        { shouldFocus: true },
      );
  }, [serverError, setError]);

  const checkSalary = async (index: number) => {
    const ticket = (asked.current.get(index) ?? 0) + 1;
    asked.current.set(index, ticket);
    const job = getValues(`jobSeekJobTitleList.${index}`);
    if (!job) return;
    try {
      const message = await salaryMessage(job, options.isDisability);
      if (asked.current.get(index) !== ticket) return;
      const name = `jobSeekJobTitleList.${index}.salaryAmount` as const;
      if (message) setError(name, { type: 'minimum', message });
      else if (form.getFieldState(name).error?.type === 'minimum') clearErrors(name);
    } catch (error) {
      showErrorToast(error);
    }
  };

  const submit = form.handleSubmit(async (parsed) => {
    const raw = getValues();
    let messages: (string | null)[];
    try {
      messages = await Promise.all(
        raw.jobSeekJobTitleList.map((job) => salaryMessage(job, options.isDisability)),
      );
    } catch (error) {
      showErrorToast(error);
      return;
    }
    let blocked = false;
    messages.forEach((message, index) => {
      if (!message) return;
      setError(
        `jobSeekJobTitleList.${index}.salaryAmount`,
        { type: 'minimum', message },
        { shouldFocus: !blocked },
      );
      blocked = true;
    });
    if (!blocked) onNext(parsed as unknown as JobAssistanceValues, raw);
  });

  const named = (list: { id: number; name: string }[]) =>
    list.map((o) => ({ value: o.id, label: o.name }));
  return (
    <FormProvider {...form}>
      <form
        className="vaga-form"
        aria-labelledby="vaga-register-title"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h2 id="vaga-register-title" className="vaga-form__title">
          {t('form.title')}
        </h2>
        <RequiredFields.Provider value={REQUIRED}>
          <SelectInput
            name="typeEmploymentStatusId"
            label={t('form.employmentStatus')}
            choices={choicesOf(references.EMPLOYMENT_STATUS)}
          />
          {status === EMPLOYMENT_STATUS_UNEMPLOYED && (
            <>
              <SelectInput
                name="typeUnemployedId"
                label={t('form.unemployed')}
                choices={choicesOf(references.UNEMPLOYED)}
              />
              <NumberInput name="unemployedYear" label={t('form.unemployedYear')} />
              <SelectInput
                name="unemployedMonth"
                label={t('form.unemployedMonth')}
                choices={MONTHS}
              />
            </>
          )}
          <TextInput name="latestJobTitleText" label={t('form.latestJobTitle')} />
          <NumberInput name="latestJobSalaryAmount" label={t('form.latestJobSalary')} />
          <SelectInput
            name="latestJobSalaryTypeId"
            label={t('form.latestJobSalaryType')}
            choices={choicesOf(references.SALARYTYPE)}
          />
          <SelectInput
            name="typeRegReasonId"
            label={t('form.regReason')}
            choices={choicesOf(references.REG_REASON)}
          />
          {isOtherReason(references.REG_REASON, reason) && (
            <TextInput name="otherRegReason" label={t('form.otherRegReason')} />
          )}
          <RadioGroup
            name="canShift"
            label={t('form.shift')}
            choices={choicesOf(references.SHIFT)}
          />
          <CheckboxGroup
            name="jobSeekLocationList"
            label={t('form.locations')}
            choices={choicesOf(references.LIVING_LOCATION)}
            wrap={wrapLocation}
            unwrap={unwrapLocation}
          />
          <TextInput name="jobDetailRequest" label={t('form.jobDetailRequest')} multiline />
          <WantedJobs onSalary={(index) => void checkSalary(index)} />
          <RadioGroup
            name="needVagaRecommendVacancy"
            label={t('form.recommend')}
            choices={[
              { value: 1, label: t('form.yes') },
              { value: 0, label: t('form.no') },
            ]}
          />
          <CheckboxGroup
            name="notificationMethodList"
            label={t('form.notificationMethods')}
            choices={named(options.notificationMethods)}
          />
          <CheckboxGroup
            name="notificationTypeList"
            label={t('form.notificationTypes')}
            choices={named(options.notificationTypes)}
          />
        </RequiredFields.Provider>
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            {t('form.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
