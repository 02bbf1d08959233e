import { JOB_MATCH_TEXT_MAX, macaoWallClock, type ConsoleMatchDetail } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { checkDecline } from '@/shared/lib/console-form-checks.ts';
import { StaffReasonForm } from '@/shared/console/staff-text-form.tsx';
import { useCancelMatch, useChangeMatch } from '../api/match-actions.ts';
import type { Arrangement } from './arrangement-fields.tsx';
import { ArrangementForm } from './arrangement-form.tsx';

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
  return (
    <ArrangementForm
      title={t('change.title')}
      submit={t('change.submit')}
      intro={<p className="vaga-console-match__muted">{t('change.note')}</p>}
      initial={() => current(match)}
      pending={change.isPending}
      onSubmit={(value) => change.mutate(value)}
    />
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
