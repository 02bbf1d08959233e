import type { EventStatusId } from './events.ts';
import type { Locale } from './languages.ts';
import { text } from './texts.ts';

/**
 * The names of events' statuses, kinds and history actions, from the `events` catalogue of each
 * language (`texts/<tag>/events.json`; the web loads it with the pages that show them).
 */
/** typeEventId: industry matching sessions, leisure-industry events, large job fairs. */
export type EventTypeId = 1 | 2 | 3;

/** Actions recorded on an event: staff's, a check-in, a ticket withdrawn by an erasure. */
export const EVENT_ACTIONS = [
  'created',
  'updated',
  'sessionAdded',
  'sessionUpdated',
  'vacanciesAttached',
  'vacanciesDetached',
  'registrationOpened',
  'registrationClosed',
  'checkedIn',
  'ticketWithdrawn',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/** typeEventStatus's name. */
export function eventStatusName(status: EventStatusId, language: Locale): string {
  return text(language, 'events', `status.${status}`);
}

/** typeEventId's name. */
export function eventTypeName(type: EventTypeId, language: Locale): string {
  return text(language, 'events', `type.${type}`);
}

/** The name of an action of an event's history. */
export function eventActionName(action: EventAction, language: Locale): string {
  return text(language, 'events', `action.${action}`);
}
