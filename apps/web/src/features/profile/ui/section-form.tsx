import '../profile.css';
import '@/shared/ui/form.css';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { PROFILE_SECTION_SCHEMAS, type ProfileSection } from '@vaga/contract';
import { RequiredFields, requiredBySchema } from '@/shared/lib/required-fields.ts';
import type { ServerFieldError } from '../lib/form-errors.ts';
import { sectionResolver } from '../lib/section-resolver.ts';
import type { AccountFacts } from './personal-info-fields.tsx';
import { SECTION_FIELDS } from './section-fields.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface SectionFormProps extends AccountFacts {
  section: ProfileSection;
  defaultValues: FieldValues;
  /** A server error for a field of this section, shown next to it. */
  serverError?: ServerFieldError | null;
  submitLabel: string;
  busy?: boolean;
  /** The section's values, parsed by the contract schema (trimmed, numbers). */
  onSubmit: (values: FieldValues) => Promise<ServerFieldError | null | void> | void;
  /** Extra buttons (previous step, cancel) before the submit button. */
  secondary?: ReactNode;
}

/** One section of the resume as a form with the contract's rules (used by the steps and update-alone). */
export function SectionForm(props: SectionFormProps) {
  const { section, defaultValues, serverError, submitLabel, busy, onSubmit, secondary } = props;
  const { t } = useTranslation('profile');
  const resolver = useMemo(() => sectionResolver(section), [section]);
  const required = useMemo(() => requiredBySchema(PROFILE_SECTION_SCHEMAS[section]), [section]);
  const form = useForm<FieldValues>({ resolver, defaultValues, reValidateMode: 'onChange' });
  const { setError } = form;
  useEffect(() => {
    if (serverError && serverError.section === section) {
      setError(
        serverError.field,
        { type: 'server', message: serverError.message },
        { shouldFocus: true },
      );
    }
  }, [serverError, section, setError]);
  const Fields = SECTION_FIELDS[section];
  const titleId = `section-${section}-title`;
  const submit = form.handleSubmit(async (values) => {
    const failed = await onSubmit(values);
    if (failed && failed.section === section) {
      setError(failed.field, { type: 'server', message: failed.message }, { shouldFocus: true });
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="vaga-form"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h2 id={titleId} className="vaga-form__title">
          {t(`sections.${section}`)}
        </h2>
        <RequiredFields.Provider value={required}>
          <Fields docNum={props.docNum} birthDate={props.birthDate} />
        </RequiredFields.Provider>
        <div className="vaga-form__actions">
          {secondary}
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
