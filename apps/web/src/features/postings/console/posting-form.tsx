import { useEffect, useMemo, useState } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  POSTING_LIMITS,
  type JobClass,
  type PostingInput,
  type ReferenceOption,
  type References,
} from '@vaga/contract';
import { postingResolver } from '../lib/posting-form-checks.ts';
import {
  POSTING_TEXT_KEYS,
  postingInputOf,
  type PostingFormValues,
} from '../lib/posting-form-values.ts';
import { PostingClassFields } from './posting-class-fields.tsx';
import { fieldMessage, PostingSelectField, PostingTextField } from './posting-fields.tsx';
import { PostingNeedCv } from './posting-need-cv.tsx';
import { PostingRequirementFields } from './posting-requirement-fields.tsx';
import { PostingTextFields } from './posting-text-fields.tsx';
import { PostingTitleField } from './posting-title-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** A field the server refused, with its message (a `validation.*` key or a ready text). */
export interface PostingRefusal {
  field: string;
  message: string;
}

interface PostingFormProps {
  /** The form's name (its heading). */
  title: string;
  initial: PostingFormValues;
  references: References;
  catalog: readonly JobClass[];
  pending: boolean;
  onSave: (input: PostingInput) => void;
  refusal: PostingRefusal | null;
}

const choicesOf = (options: readonly ReferenceOption[] | undefined, keep = '') =>
  (options ?? [])
    .filter((option) => option.isActive === 1 || String(option.id) === keep)
    .map((option) => ({
      value: String(option.id),
      label: option.name,
      disabled: option.isActive !== 1,
    }));

/**
 * Every field of a vacancy a seeker sees: the title (a JOBTITLE option or typed in Chinese), job
 * class, salary (checked against today's minimum wage), education, experience, the structured
 * requirements (languages, licences, skills), the Chinese texts, CV, positions, contact, applicant cap; Portuguese and English texts in a section of their own.
 * Checked with the contract's schema before it is saved as a draft or submitted for review.
 */
export function PostingForm(props: PostingFormProps) {
  const { title, initial, references, catalog, pending, onSave, refusal } = props;
  const { t } = useTranslation(['postings-console', 'console']);
  const resolver = useMemo(() => postingResolver(() => references.SALARYTYPE ?? []), [references]);
  const form = useForm<PostingFormValues>({
    resolver,
    defaultValues: initial,
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [othersOpen, setOthersOpen] = useState(false);
  const otherErrors = POSTING_TEXT_KEYS.concat(['hashtags' as never]).some(
    (key) => get(errors, `${key}.pt`) || get(errors, `${key}.en`),
  );
  useEffect(() => {
    if (refusal) {
      form.setError(
        refusal.field as keyof PostingFormValues,
        { type: 'server', message: refusal.message },
        { shouldFocus: true },
      );
    }
  }, [refusal, form]);
  const save = (submit: boolean) =>
    form.handleSubmit((values) => onSave(postingInputOf(values, submit)));

  return (
    <FormProvider {...form}>
      <form
        className="vaga-form vaga-posting-form"
        aria-label={title}
        noValidate
        onSubmit={(event) => void save(false)(event)}
      >
        <h3 className="vaga-form__subtitle">{title}</h3>
        <fieldset className="vaga-field">
          <legend className="vaga-field__label">{t('postings.form.titleGroup')}</legend>
          <PostingTitleField options={references.JOBTITLE ?? []} />
          <PostingTextField
            name="title.cn"
            label={t('postings.form.titleCn')}
            maxLength={POSTING_LIMITS.titleMax}
          />
        </fieldset>
        <PostingClassFields catalog={catalog} />
        <PostingTextField
          name="salaryAmount"
          label={t('postings.form.salaryAmount')}
          inputMode="numeric"
        />
        <PostingSelectField
          name="typeSalaryId"
          label={t('postings.form.typeSalaryId')}
          empty={t('postings.form.choose')}
          choices={choicesOf(references.SALARYTYPE, initial.typeSalaryId)}
          deps={['salaryAmount']}
        />
        <PostingSelectField
          name="typeEducationId"
          label={t('postings.form.typeEducationId')}
          empty={t('postings.form.noEducation')}
          choices={choicesOf(references.EDUCATION, initial.typeEducationId)}
        />
        <PostingTextField
          name="experienceRequiredYears"
          label={t('postings.form.experienceRequiredYears')}
          inputMode="numeric"
        />
        <PostingRequirementFields references={references} />
        <fieldset className="vaga-field">
          <legend className="vaga-field__label">{t('postings.form.chineseTexts')}</legend>
          <PostingTextFields language="cn" />
        </fieldset>
        <PostingNeedCv error={fieldMessage(errors, 'needCv')} />
        <PostingTextField
          name="positions"
          label={t('postings.form.positions')}
          inputMode="numeric"
        />
        <PostingTextField
          name="contactPhone"
          label={t('postings.form.contactPhone')}
          inputMode="tel"
          maxLength={20}
        />
        <PostingTextField
          name="maxActiveInterviews"
          label={t('postings.form.maxActiveInterviews')}
          inputMode="numeric"
        />
        <details
          className="vaga-posting-form__others"
          open={othersOpen || otherErrors}
          onToggle={(event) => setOthersOpen(event.currentTarget.open)}
        >
          <summary>{t('postings.form.otherLanguages')}</summary>
          {(['pt', 'en'] as const).map((language) => (
            <fieldset key={language} className="vaga-field">
              <legend className="vaga-field__label">
                {t(`postings.form.language.${language}`)}
              </legend>
              <PostingTextFields language={language} />
            </fieldset>
          ))}
        </details>
        <div className="vaga-form__actions">
          <Button type="submit" disabled={pending}>
            {t('postings.form.saveDraft')}
          </Button>
          <Button variant="primary" disabled={pending} onClick={(event) => void save(true)(event)}>
            {t('postings.form.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
