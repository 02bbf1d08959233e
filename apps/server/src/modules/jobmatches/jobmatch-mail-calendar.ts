import type { ApiLanguage, JobOfferDetail, NotificationEvent } from '@vaga/contract';
import type { AttachmentBuilder, AttachmentRegistry } from '../notifications/ports.ts';
import {
  interviewCalendar,
  type CalendarMethod,
  type InterviewEvent,
} from './jobmatch-calendar.ts';

/** The entry each interview e-mail carries: its method and the event's status. */
const ENTRIES: Partial<
  Record<NotificationEvent, { method: CalendarMethod; status: InterviewEvent['status'] }>
> = {
  'interview.invited': { method: 'REQUEST', status: 'TENTATIVE' },
  'interview.arranged': { method: 'REQUEST', status: 'CONFIRMED' },
  'interview.confirmed': { method: 'REQUEST', status: 'CONFIRMED' },
  'interview.changed': { method: 'REQUEST', status: 'CONFIRMED' },
  'interview.cancelled': { method: 'CANCEL', status: 'CANCELLED' },
  'interview.expired': { method: 'CANCEL', status: 'CANCELLED' },
};

/** The vacancy's title and employer in a language (removed vacancies included). */
export type CalendarVacancy = (
  jobOfferId: number,
  lang: ApiLanguage,
) => Promise<Pick<JobOfferDetail, 'jobOfferTitle' | 'companyName'> | undefined>;

/** The address of a `Name <address>` sender. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The calendar entry an interview e-mail carries, built from what the notice recorded when it
 * was written (the time, place and SEQUENCE of that moment), so each e-mail carries its own
 * version of the entry: the invitation a tentative REQUEST, the arrangement, the confirmation
 * and a change a confirmed REQUEST, a cancellation or lapse a CANCEL of the same UID.
 */
export function interviewEntryAttachment(vacancy: CalendarVacancy): AttachmentBuilder {
  return async ({ event, params, to, from }, language) => {
    const entry = ENTRIES[event];
    const { matchUid, interviewAt, jobOfferId } = params;
    if (!entry || typeof matchUid !== 'string' || typeof interviewAt !== 'string') return null;
    const found = typeof jobOfferId === 'number' ? await vacancy(jobOfferId, language) : undefined;
    const interviewNo = typeof params.interviewNo === 'string' ? params.interviewNo : '';
    const body = interviewCalendar({
      uid: matchUid,
      at: interviewAt,
      title: found?.jobOfferTitle ?? interviewNo,
      employerName: found?.companyName ?? '',
      location: typeof params.place === 'string' ? params.place : '',
      contactPhone: typeof params.phone === 'string' ? params.phone : '',
      interviewNo,
      method: entry.method,
      sequence: typeof params.sequence === 'number' ? params.sequence : 0,
      status:
        params.calendarStatus === 'TENTATIVE' || params.calendarStatus === 'CONFIRMED'
          ? params.calendarStatus
          : entry.status,
      ...(from
        ? { organizer: { name: found?.companyName || 'Vaga', email: addressOf(from) } }
        : {}),
      ...(to ? { attendee: to } : {}),
    });
    return {
      filename: `${interviewNo || matchUid}.ics`,
      content: body,
      contentType: `text/calendar; charset=utf-8; method=${entry.method}`,
    };
  };
}

/** Registers the entry of every interview e-mail that carries one. */
export function registerInterviewEntries(
  registry: Pick<AttachmentRegistry, 'register'>,
  vacancy: CalendarVacancy,
): void {
  const build = interviewEntryAttachment(vacancy);
  for (const event of Object.keys(ENTRIES) as NotificationEvent[]) registry.register(event, build);
}
