import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_MATCH_TEXT_MAX } from '@vaga/contract';
import { useDeclineMatch } from '../api/match-actions.ts';
import { checkDecline, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/form-field.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Declines a request with a reason the seeker sees. */
export function DeclineForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const decline = useDeclineMatch(matchId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  return (
    <form
      className="vaga-form"
      aria-label={t('decline.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkDecline({ reason });
        setErrors(found);
        if (Object.keys(found).length === 0) decline.mutate({ reason });
      }}
    >
      <h3 className="vaga-form__subtitle">{t('decline.title')}</h3>
      <TextAreaField
        label={t('decline.reason')}
        error={errors.reason}
        rows={3}
        maxLength={JOB_MATCH_TEXT_MAX.reason}
        value={reason}
        onChange={(text) => {
          setReason(text);
          if (errors.reason) setErrors(checkDecline({ reason: text }));
        }}
      />
      <div className="vaga-form__actions">
        <Button type="submit" disabled={decline.isPending}>
          {t('decline.submit')}
        </Button>
      </div>
    </form>
  );
}
