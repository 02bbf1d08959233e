import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_TEXT_MAX } from '@vaga/contract';
import { useRefuseJobSeek } from '../api/jobseek-actions.ts';
import { checkRefuse } from '../lib/jobseek-form-checks.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Refuses a registration under review, with the reason the seeker reads on the record. */
export function RefuseForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const refuse = useRefuseJobSeek(jobSeekId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={t('refuse.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkRefuse({ reason });
        setErrors(found);
        if (Object.keys(found).length === 0) refuse.mutate({ reason: reason.trim() });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('refuse.title')}</h3>
      <TextAreaField
        label={t('refuse.reason')}
        error={errors.reason}
        rows={3}
        maxLength={JOB_SEEK_TEXT_MAX.reason}
        value={reason}
        onChange={(text) => {
          setReason(text);
          if (errors.reason) setErrors(checkRefuse({ reason: text }));
        }}
      />
      <div className="vaga-form__actions">
        <Button type="submit" disabled={refuse.isPending}>
          {t('refuse.submit')}
        </Button>
      </div>
    </form>
  );
}
