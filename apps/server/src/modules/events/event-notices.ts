import type { AuthoredLocale } from '@vaga/contract';
import { paths } from '@vaga/contract';
import type { Notice } from '../notifications/outbox-write.ts';

/** What an event's notices name: the event in every language, a session's day, time and venue. */
export interface EventNoticeFacts {
  registerId: number;
  accountId: number;
  eventId: number;
  /** The event's name and venue by language. */
  name: Record<AuthoredLocale, string>;
  venue: Record<AuthoredLocale, string>;
  /** Macao day `YYYY-MM-DD` and start time `HH:mm` of the session told of. */
  day: string;
  time: string;
}

/** An event's texts in every language, from its `_cn`, `_pt`, `_en` columns. */
export function byLocale(
  row: Record<string, unknown>,
  column: string,
): Record<AuthoredLocale, string> {
  return {
    'zh-Hant': String(row[`${column}_cn`] ?? ''),
    pt: String(row[`${column}_pt`] ?? ''),
    en: String(row[`${column}_en`] ?? ''),
  };
}

/** The reminder is sent from this Macao hour of the day before the session. */
export const EVENT_REMINDER_HOUR = 9;

/** The registration's ticket (spec §2 `/register-result?eventId=`). */
const ticketLink = (e: EventNoticeFacts) => paths.registerResult(e.eventId);

function params(e: EventNoticeFacts): Notice['params'] {
  const values: Notice['params'] = { eventId: e.eventId, eventDay: e.day, eventTime: e.time };
  for (const locale of Object.keys(e.name) as AuthoredLocale[]) {
    values[`eventName.${locale}`] = e.name[locale];
    values[`venue.${locale}`] = e.venue[locale];
  }
  return values;
}

/** The seeker registered for an event: confirmed, with the ticket's link. */
export const eventRegisteredNotice = (e: EventNoticeFacts): Notice => ({
  to: { accountId: e.accountId },
  event: 'event.registered',
  params: params(e),
  link: ticketLink(e),
  key: `event-register:${e.registerId}:registered`,
});

/** The day before a session of the registration: once per registration and session day. */
export const eventReminderNotice = (e: EventNoticeFacts): Notice => ({
  to: { accountId: e.accountId },
  event: 'event.reminder',
  params: params(e),
  link: ticketLink(e),
  key: `event-register:${e.registerId}:reminder:${e.day}`,
});
