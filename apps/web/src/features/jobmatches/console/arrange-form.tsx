import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useArrangeMatch } from '../api/match-actions.ts';
import { checkArrangement, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { ArrangementFields, EMPTY_ARRANGEMENT, type Arrangement } from './arrangement-fields.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Accepts a request by arranging the interview (spec §7). */
export function ArrangeForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const arrange = useArrangeMatch(matchId);
  const [value, setValue] = useState<Arrangement>(EMPTY_ARRANGEMENT);
  const [errors, setErrors] = useState<FormErrors>({});
  const change = (patch: Partial<Arrangement>) => {
    const next = { ...value, ...patch };
    setValue(next);
    if (Object.keys(errors).length > 0) setErrors(checkArrangement(next));
  };
  return (
    <form
      className="vaga-form"
      aria-label={t('arrange.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkArrangement(value);
        setErrors(found);
        if (Object.keys(found).length === 0) arrange.mutate(value);
      }}
    >
      <h3 className="vaga-form__subtitle">{t('arrange.title')}</h3>
      <ArrangementFields value={value} errors={errors} onChange={change} />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={arrange.isPending}>
          {t('arrange.submit')}
        </Button>
      </div>
    </form>
  );
}
