import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_TEXT_MAX } from '@vaga/contract';
import { useApproveJobSeek } from '../api/jobseek-actions.ts';
import { checkApprove } from '../lib/jobseek-form-checks.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Approves a registration under review: it becomes valid; the remark shows on the record card. */
export function ApproveForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const approve = useApproveJobSeek(jobSeekId);
  const [cardRemark, setCardRemark] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={t('approve.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkApprove({ cardRemark });
        setErrors(found);
        if (Object.keys(found).length === 0) approve.mutate({ cardRemark: cardRemark.trim() });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('approve.title')}</h3>
      <TextAreaField
        label={t('approve.cardRemark')}
        error={errors.cardRemark}
        rows={2}
        maxLength={JOB_SEEK_TEXT_MAX.cardRemark}
        value={cardRemark}
        onChange={(text) => setCardRemark(text)}
      />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={approve.isPending}>
          {t('approve.submit')}
        </Button>
      </div>
    </form>
  );
}
