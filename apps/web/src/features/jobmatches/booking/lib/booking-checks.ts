import { ApplyJobRequestSchema, type ApplyJobRequest } from '@vaga/contract';
import type { BookingDraft } from './booking-draft.ts';

export type BookingField =
  | 'expectedInterviewDateFrom'
  | 'expectedInterviewDateTo'
  | 'expectedInterviewTimePeriod'
  | 'content';

/** Message keys (`validation.*`) by field; empty when the booking can go on. */
export type BookingErrors = Partial<Record<BookingField, string>>;

const FIELDS: readonly BookingField[] = [
  'expectedInterviewDateFrom',
  'expectedInterviewDateTo',
  'expectedInterviewTimePeriod',
  'content',
];

/** The request the draft makes (the schema of the server checks it the same way). */
export function requestOf(draft: BookingDraft): ApplyJobRequest {
  return {
    jobOfferId: draft.jobOfferId,
    expectedInterviewDateFrom: draft.expectedInterviewDateFrom,
    expectedInterviewDateTo: draft.expectedInterviewDateTo,
    expectedInterviewTimePeriod: draft.expectedInterviewTimePeriod ?? (0 as 1),
    content: draft.content,
    cvUid: draft.cvUid,
  };
}

/**
 * Checks the booking in the browser (spec §5): both dates, from before to, a time period, and the
 * content. A field left empty says "required"; a wrong one the schema's own message.
 */
export function checkAppointment(draft: BookingDraft): BookingErrors {
  const errors: BookingErrors = {};
  const result = ApplyJobRequestSchema.safeParse(requestOf(draft));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    if (!FIELDS.includes(field) || errors[field]) continue;
    const empty =
      field === 'expectedInterviewTimePeriod'
        ? draft.expectedInterviewTimePeriod === null
        : draft[field].trim() === '';
    errors[field] = empty ? 'validation.required' : issue.message;
  }
  return errors;
}

/** A vacancy that needs a CV refuses a booking without one (BE_CV_MUST_ATTACHED). */
export function attachmentMissing(needCv: 0 | 1, draft: BookingDraft): boolean {
  return needCv === 1 && !draft.cvUid;
}
