import type { JobOfferDetail } from '@vaga/contract';
import { createEvent, type EventAttributes } from 'ics';
import { AppError } from '../../platform/app-error.ts';
import type { JobMatchRow } from './jobmatches.repository.ts';

/**
 * What a calendar entry is for (RFC 5546): `PUBLISH` a file the seeker downloads; `REQUEST` an
 * entry sent by e-mail, which replaces an earlier one of the same UID and lower SEQUENCE;
 * `CANCEL` the entry withdrawn.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface InterviewEvent {
  uid: string;
  /** The interview's instant (ISO). */
  at: string;
  title: string;
  employerName: string;
  location: string;
  contactPhone: string;
  interviewNo: string;
  /** PUBLISH by default. */
  method?: CalendarMethod;
  /** Raised on each change of the entry (SEQUENCE); 0 by default. */
  sequence?: number;
  /** An invitation not yet accepted is tentative; a cancellation cancelled. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** For an e-mailed entry: who sends it (the service) and to whom. */
  organizer?: { name: string; email: string };
  attendee?: string;
}

/** How long the calendar entry of an interview lasts. */
export const INTERVIEW_DURATION_HOURS = 1;

/** The entry's UID: the same for every version of one match's entry. */
export const calendarUid = (matchUid: string) => `${matchUid}@vaga`;

/**
 * An iCalendar file (RFC 5545) for an interview: one event at the interview's instant, written
 * in UTC (DTSTART…Z), so every calendar shows it at the right time in Macao's zone and any
 * other; an hour long; with the vacancy, the employer and the place. An e-mailed entry
 * (REQUEST, CANCEL) names its organizer and attendee, as RFC 5546 asks, and keeps the match's
 * UID with a higher SEQUENCE each time, so the calendar replaces the entry it holds.
 */
export function interviewCalendar(event: InterviewEvent): string {
  const method = event.method ?? 'PUBLISH';
  const attributes: EventAttributes = {
    uid: calendarUid(event.uid),
    productId: 'vaga/interviews',
    method,
    sequence: event.sequence ?? 0,
    start: new Date(event.at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: INTERVIEW_DURATION_HOURS },
    title: `${event.title} — ${event.employerName}`,
    location: event.location,
    description: [event.interviewNo, event.employerName, event.contactPhone]
      .filter((line) => line !== '')
      .join('\n'),
    ...(event.status ? { status: event.status } : {}),
    ...(event.organizer && method !== 'PUBLISH'
      ? { organizer: { name: event.organizer.name, email: event.organizer.email } }
      : {}),
    ...(event.attendee && method !== 'PUBLISH'
      ? {
          attendees: [
            {
              email: event.attendee,
              rsvp: false,
              role: 'REQ-PARTICIPANT',
              partstat: event.status === 'CONFIRMED' ? 'ACCEPTED' : 'NEEDS-ACTION',
            },
          ],
        }
      : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new AppError('INTERNAL_SERVER_ERROR');
  return value;
}

/** The .ics of a match's interview at `at`, named by its interview number. */
export function matchCalendar(
  row: Pick<
    JobMatchRow,
    'uid' | 'interview_no' | 'location' | 'contact_phone' | 'calendar_sequence'
  >,
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
    sequence: row.calendar_sequence,
    status: 'CONFIRMED',
  });
  return { fileName: `${row.interview_no}.ics`, body };
}
