import {
  EVENT_STATUS_IDS,
  eventStatusName,
  localeOfApiLanguage,
  macaoToday,
  type ApiLanguage,
  type EventStatusId,
} from '@vaga/contract';

/** The fields an event's status is computed from. */
export interface EventWindow {
  end_date: string;
  register_from: string;
  register_to: string;
  registration_closed: number;
}

/** Where "now" stands: the instant (ISO) and the Macao day. */
export interface Now {
  iso: string;
  today: string;
}

export function nowOf(instant: Date): Now {
  return { iso: instant.toISOString(), today: macaoToday(instant) };
}

/**
 * Finished once the event's last day has passed (spec §4); until then registration closed once
 * the window has ended or staff closed it, else enrolling: computed from the clock on every
 * read, never stored.
 */
export function statusOf(event: EventWindow, now: Now): EventStatusId {
  if (event.end_date < now.today) return EVENT_STATUS_IDS.finished;
  if (event.register_to < now.iso || event.registration_closed !== 0) {
    return EVENT_STATUS_IDS.registrationClosed;
  }
  return EVENT_STATUS_IDS.enrolling;
}

/** Whether a seeker may register now: enrolling, within the window, not closed by staff. */
export function registrationOpen(event: EventWindow, now: Now): boolean {
  return (
    statusOf(event, now) === EVENT_STATUS_IDS.enrolling &&
    event.register_from <= now.iso &&
    now.iso <= event.register_to &&
    event.registration_closed === 0
  );
}

export function statusName(status: EventStatusId, lang: ApiLanguage): string {
  return eventStatusName(status, localeOfApiLanguage(lang));
}
