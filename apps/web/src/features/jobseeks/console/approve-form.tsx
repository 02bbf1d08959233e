import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_TEXT_MAX } from '@vaga/contract';
import { useApproveJobSeek } from '../api/jobseek-actions.ts';
import { checkApprove } from '../lib/jobseek-form-checks.ts';
import { StaffTextForm } from '@/shared/console/staff-text-form.tsx';

/** Approves a registration under review: it becomes valid; the remark shows on the record card. */
export function ApproveForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const approve = useApproveJobSeek(jobSeekId);
  return (
    <StaffTextForm
      title={t('approve.title')}
      label={t('approve.cardRemark')}
      submitLabel={t('approve.submit')}
      primary
      field="cardRemark"
      required={false}
      max={JOB_SEEK_TEXT_MAX.cardRemark}
      hardLimit
      counted={false}
      rows={2}
      check={(cardRemark) => checkApprove({ cardRemark })}
      send={(cardRemark) => approve.mutate({ cardRemark })}
      pending={approve.isPending}
    />
  );
}
