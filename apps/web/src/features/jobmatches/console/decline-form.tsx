import { JOB_MATCH_TEXT_MAX } from '@vaga/contract';
import { useDeclineMatch } from '../api/match-actions.ts';
import { checkDecline } from '@/shared/lib/console-form-checks.ts';
import { StaffReasonForm } from '@/shared/console/staff-text-form.tsx';

/** Declines a request with a reason the seeker sees. */
export function DeclineForm({ matchId }: { matchId: string }) {
  return (
    <StaffReasonForm
      texts="jobmatches-console:decline"
      max={JOB_MATCH_TEXT_MAX.reason}
      check={checkDecline}
      mutation={useDeclineMatch(matchId)}
    />
  );
}
