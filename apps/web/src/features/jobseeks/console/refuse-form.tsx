import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_SEEK_TEXT_MAX } from '@vaga/contract';
import { useRefuseJobSeek } from '../api/jobseek-actions.ts';
import { checkRefuse } from '../lib/jobseek-form-checks.ts';
import { StaffTextForm } from '@/shared/ui/staff-text-form.tsx';

/** Refuses a registration under review, with the reason the seeker reads on the record. */
export function RefuseForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const refuse = useRefuseJobSeek(jobSeekId);
  return (
    <StaffTextForm
      title={t('refuse.title')}
      label={t('refuse.reason')}
      submitLabel={t('refuse.submit')}
      field="reason"
      max={JOB_SEEK_TEXT_MAX.reason}
      hardLimit
      counted={false}
      check={(reason) => checkRefuse({ reason })}
      send={(reason) => refuse.mutate({ reason })}
      pending={refuse.isPending}
    />
  );
}
