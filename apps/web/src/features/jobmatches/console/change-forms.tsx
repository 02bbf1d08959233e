import { useState } from 'react';
import { JOB_MATCH_TEXT_MAX, macaoWallClock, type ConsoleMatchDetail } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  checkArrangement,
  checkDecline,
  type FormErrors,
} from '@/shared/lib/console-form-checks.ts';
import { StaffReasonForm } from '@/shared/console/staff-text-form.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useCancelMatch, useChangeMatch } from '../api/match-actions.ts';
import { ArrangementFields, type Arrangement } from './arrangement-fields.tsx';

/** The interview as it stands, in the form's terms (its instant as Macao's date and time). */
function current(match: ConsoleMatchDetail): Arrangement {
  return {
    interviewAt: match.interviewDate
      ? macaoWallClock(new Date(match.interviewDate)).toISOString().slice(0, 16)
      : '',
    location: match.location,
    contactPhone: match.contactPhone,
    // A remark given with the change replaces the one the seeker reads; none keeps it.
    remark: '',
  };
}

/** Moves an arranged interview or a pending invitation to another time or place. */
export function ChangeForm({ match }: { match: ConsoleMatchDetail }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const change = useChangeMatch(match.jobMatchUid);
  const [value, setValue] = useState<Arrangement>(() => current(match));
  const [errors, setErrors] = useState<FormErrors>({});
  const edit = (patch: Partial<Arrangement>) => {
    const next = { ...value, ...patch };
    setValue(next);
    if (Object.keys(errors).length > 0) setErrors(checkArrangement(next));
  };
  return (
    <form
      className="vaga-form"
      aria-label={t('change.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkArrangement(value);
        setErrors(found);
        if (Object.keys(found).length === 0) change.mutate(value);
      }}
    >
      <h3 className="vaga-form__subtitle">{t('change.title')}</h3>
      <p className="vaga-console-match__muted">{t('change.note')}</p>
      <ArrangementFields value={value} errors={errors} onChange={edit} />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {t('change.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Cancels an arranged interview or a pending invitation, with a reason the seeker reads. */
export function CancelForm({ matchId }: { matchId: string }) {
  return (
    <StaffReasonForm
      texts="jobmatches-console:cancel"
      max={JOB_MATCH_TEXT_MAX.reason}
      check={checkDecline}
      mutation={useCancelMatch(matchId)}
    />
  );
}
