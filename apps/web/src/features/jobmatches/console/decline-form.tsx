import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_MATCH_TEXT_MAX } from '@vaga/contract';
import { useDeclineMatch } from '../api/match-actions.ts';
import { checkDecline } from '@/shared/lib/console-form-checks.ts';
import { StaffTextForm } from '@/shared/ui/staff-text-form.tsx';

/** Declines a request with a reason the seeker sees. */
export function DeclineForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const decline = useDeclineMatch(matchId);
  return (
    <StaffTextForm
      title={t('decline.title')}
      label={t('decline.reason')}
      submitLabel={t('decline.submit')}
      field="reason"
      max={JOB_MATCH_TEXT_MAX.reason}
      hardLimit
      counted={false}
      check={(reason) => checkDecline({ reason })}
      send={(reason) => decline.mutate({ reason })}
      pending={decline.isPending}
    />
  );
}
