import { JOB_SEEK_TEXT_MAX } from '@vaga/contract';
import { useRefuseJobSeek } from '../api/jobseek-actions.ts';
import { checkRefuse } from '../lib/jobseek-form-checks.ts';
import { StaffReasonForm } from '@/shared/console/staff-text-form.tsx';

/** Refuses a registration under review, with the reason the seeker reads on the record. */
export function RefuseForm({ jobSeekId }: { jobSeekId: string }) {
  return (
    <StaffReasonForm
      texts="jobseeks-console:refuse"
      max={JOB_SEEK_TEXT_MAX.reason}
      check={checkRefuse}
      mutation={useRefuseJobSeek(jobSeekId)}
    />
  );
}
