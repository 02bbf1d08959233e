import type { NotificationEvent } from '@vaga/contract';
import type { NoticeCheck } from '../notifications/notice-checks.ts';
import type { Now } from './event-status.ts';

/** The seeker's notices that hold only while their event still runs. */
export const EVENT_NOTICES: readonly NotificationEvent[] = ['event.registered', 'event.reminder'];

/**
 * Whether an event's notice still holds when its delivery's turn comes (registered with the
 * notifications at start-up): the event exists and its last day has not passed, nor, for a
 * reminder, the day of the session it reminds of.
 */
export function eventNoticeCheck(
  lastDayOf: (eventId: number) => Promise<string | null>,
  now: () => Now,
): NoticeCheck {
  return async ({ event, params }) => {
    if (typeof params.eventId !== 'number') return null;
    const lastDay = await lastDayOf(params.eventId);
    if (lastDay === null) return 'gone';
    const today = now().today;
    if (lastDay < today) return 'eventOver';
    const sessionDay = event === 'event.reminder' ? params.eventDay : null;
    return typeof sessionDay === 'string' && sessionDay < today ? 'eventOver' : null;
  };
}
