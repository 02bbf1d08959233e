import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { POSTING_LIMITS, PostingReasonInputSchema } from '@vaga/contract';
import { errorsOf, type FormErrors } from '@/shared/lib/console-form-checks.ts';
import { StaffTextForm } from '@/shared/console/staff-text-form.tsx';

/** A reason staff give (required, at most POSTING_LIMITS.reasonMax characters). */
export const checkVacancyReason = (reason: string): FormErrors =>
  errorsOf(PostingReasonInputSchema, { reason });

interface VacancyReasonFormProps {
  /** The form's heading and accessible name. */
  title: string;
  description?: string;
  submitLabel: string;
  /** Sends the checked, trimmed reason. */
  send: (reason: string) => void;
  pending: boolean;
}

/** A staff action on a vacancy that needs the reason the employer reads. */
export function VacancyReasonForm(props: VacancyReasonFormProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  return (
    <StaffTextForm
      {...props}
      label={t('vacancyReview.reason')}
      field="reason"
      max={POSTING_LIMITS.reasonMax}
      check={checkVacancyReason}
    />
  );
}
