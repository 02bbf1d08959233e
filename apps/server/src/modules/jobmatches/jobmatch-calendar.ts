import type { JobOfferDetail } from '@vaga/contract';
import { createEvent } from 'ics';
import { AppError } from '../../platform/app-error.ts';
import type { JobMatchRow } from './jobmatches.repository.ts';

export interface InterviewEvent {
  uid: string;
  /** The interview's instant (ISO). */
  at: string;
  title: string;
  employerName: string;
  location: string;
  contactPhone: string;
  interviewNo: string;
}

/** How long the calendar entry of an interview lasts. */
export const INTERVIEW_DURATION_HOURS = 1;

/**
 * An iCalendar file (RFC 5545) for an arranged interview: one event at the interview's
 * instant, written in UTC (DTSTART…Z), so every calendar shows it at the right time in Macao's
 * zone and any other; an hour long; with the vacancy, the employer and the place.
 */
export function interviewCalendar(event: InterviewEvent): string {
  const { error, value } = createEvent({
    uid: `${event.uid}@vaga`,
    productId: 'vaga/interviews',
    start: new Date(event.at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: INTERVIEW_DURATION_HOURS },
    title: `${event.title} — ${event.employerName}`,
    location: event.location,
    description: [event.interviewNo, event.employerName, event.contactPhone]
      .filter((line) => line !== '')
      .join('\n'),
  });
  if (error || !value) throw new AppError('INTERNAL_SERVER_ERROR');
  return value;
}

/** The .ics of a match's interview at `at`, named by its interview number. */
export function matchCalendar(
  row: Pick<JobMatchRow, 'uid' | 'interview_no' | 'location' | 'contact_phone'>,
  at: string,
  vacancy: Pick<JobOfferDetail, 'jobOfferTitle' | 'companyName'> | undefined,
): { fileName: string; body: string } {
  const body = interviewCalendar({
    uid: row.uid,
    at,
    title: vacancy?.jobOfferTitle ?? row.interview_no,
    employerName: vacancy?.companyName ?? '',
    location: row.location,
    contactPhone: row.contact_phone,
    interviewNo: row.interview_no,
  });
  return { fileName: `${row.interview_no}.ics`, body };
}
