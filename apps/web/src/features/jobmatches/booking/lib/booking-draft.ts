import type { InterviewTimePeriod } from '@vaga/contract';
import { readSession, removeSession, writeSession } from '@/shared/lib/storage.ts';

/**
 * The booking being written, kept in session storage while the seeker moves between
 * make-appointment, preview-resume, accessory-list and send-appointment.
 */
export interface BookingDraft {
  jobOfferId: number;
  type: 'local' | 'event';
  expectedInterviewDateFrom: string;
  expectedInterviewDateTo: string;
  expectedInterviewTimePeriod: InterviewTimePeriod | null;
  content: string;
  cvUid: string | null;
}

export const BOOKING_DRAFT_KEY = 'vaga.bookingDraft';

export function emptyDraft(jobOfferId: number, type: 'local' | 'event'): BookingDraft {
  return {
    jobOfferId,
    type,
    expectedInterviewDateFrom: '',
    expectedInterviewDateTo: '',
    expectedInterviewTimePeriod: null,
    content: '',
    cvUid: null,
  };
}

export function readDraft(): BookingDraft | null {
  try {
    const parsed = JSON.parse(readSession(BOOKING_DRAFT_KEY) ?? 'null') as BookingDraft | null;
    return parsed && typeof parsed.jobOfferId === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

/** The draft of this vacancy: the stored one when it is about the same vacancy, else a new one. */
export function draftFor(jobOfferId: number, type: 'local' | 'event'): BookingDraft {
  const stored = readDraft();
  return stored?.jobOfferId === jobOfferId ? stored : emptyDraft(jobOfferId, type);
}

export function writeDraft(draft: BookingDraft): void {
  writeSession(BOOKING_DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeSession(BOOKING_DRAFT_KEY);
}

/**
 * The CV the booking sends: the draft's while it is one of the seeker's files; else, for a
 * vacancy that needs a CV (nothing can be sent without one), the first file; else none. While
 * the files load, the draft's.
 */
export function effectiveCv(
  cvUid: string | null,
  needCv: 0 | 1,
  files: readonly { cvUid: string }[] | undefined,
): string | null {
  if (!files) return cvUid;
  if (cvUid !== null && files.some((file) => file.cvUid === cvUid)) return cvUid;
  return needCv === 1 ? (files[0]?.cvUid ?? null) : null;
}
