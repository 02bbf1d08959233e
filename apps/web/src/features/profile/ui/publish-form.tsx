import { useEffect } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { z } from 'zod';
import { flagField } from '@vaga/contract';
import type { ServerFieldError } from '../lib/form-errors.ts';
import { schemaResolver } from '../lib/section-resolver.ts';
import { RadioField } from './fields.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { RequiredFields, requiredBySchema } from '@/shared/lib/required-fields.ts';

const PublishSchema = z.object({ isPublic: flagField() });
const resolver = schemaResolver(PublishSchema);
const REQUIRED = requiredBySchema(PublishSchema);

interface PublishFormProps {
  defaultValue?: 0 | 1;
  serverError?: ServerFieldError | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (isPublic: 0 | 1) => void;
}

/** The last step: publish or hide the resume (a required choice, spec §5), then submit. */
export function PublishForm({
  defaultValue,
  serverError,
  busy,
  submitLabel,
  onSubmit,
}: PublishFormProps) {
  const { t } = useTranslation('profile');
  const form = useForm<FieldValues>({ resolver, defaultValues: { isPublic: defaultValue } });
  const { setError } = form;
  useEffect(() => {
    if (serverError && serverError.section === null && serverError.field === 'isPublic') {
      setError('isPublic', { type: 'server', message: serverError.message });
    }
  }, [serverError, setError]);
  return (
    <FormProvider {...form}>
      <form
        className="vaga-form"
        aria-label={t('fields.isPublic')}
        noValidate
        onSubmit={(event) => void form.handleSubmit((v) => onSubmit(v.isPublic as 0 | 1))(event)}
      >
        <RequiredFields.Provider value={REQUIRED}>
          <RadioField
            name="isPublic"
            label={t('fields.isPublic')}
            choices={[
              { value: 1, label: t('values.public.1') },
              { value: 0, label: t('values.public.0') },
            ]}
          />
        </RequiredFields.Provider>
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
