import type { NoticeLapse, NotificationEvent } from '@vaga/contract';
import type { NoticeParams } from './outbox-write.ts';

/** The notice a check or an attachment is for: its recipient, its event and what it names. */
export interface NoticeSubject {
  accountId: number;
  event: NotificationEvent;
  params: NoticeParams;
}

/**
 * Whether a notice still holds now: null when it does, else why not (the invitation no longer
 * waits, the event is over...). Answered by the module that wrote the notice, from its own data.
 */
export type NoticeCheck = (subject: NoticeSubject) => Promise<NoticeLapse | null>;

/**
 * The "still holds" checks by event, filled by the domains at start-up (their manifests' start
 * step). Each delivery attempt, and each staff retry, asks first: a notice whose moment has
 * passed is not sent. An event without a check always holds.
 */
export class NoticeCheckRegistry {
  private readonly checks = new Map<NotificationEvent, NoticeCheck>();

  /** The check of an event's notices (one per event). */
  register(events: readonly NotificationEvent[], check: NoticeCheck): void {
    for (const event of events) {
      if (this.checks.has(event)) throw new Error(`A notice check for ${event} is registered`);
      this.checks.set(event, check);
    }
  }

  /** Why the notice no longer holds, or null when it does (or nothing checks its event). */
  async lapse(subject: NoticeSubject): Promise<NoticeLapse | null> {
    const check = this.checks.get(subject.event);
    return check ? check(subject) : null;
  }
}
