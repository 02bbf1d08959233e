import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationKind,
  type OutsideChannel,
} from '@vaga/contract';
import type { DB } from '../../db/database.ts';
import {
  NotificationsRepository,
  type NewNotification,
  type Trx,
} from './notifications.repository.ts';
import { afterQuietHours } from './quiet-hours.ts';

/**
 * The outbox's writing side: notices become inbox rows and their deliveries in the
 * caller's transaction. Kept apart from the service so a worker thread with a connection of its
 * own (the job-alert fan-out on SQLite) writes them exactly as the service does.
 */

/** Channels that wait for the end of quiet hours. */
const QUIET_CHANNELS: ReadonlySet<string> = new Set(['sms', 'push']);

/** Values a notification's texts name: ids and instants, rendered at reading time. */
export type NoticeParams = Record<string, string | number | null>;

/** A notification to write with a state change, in its transaction. */
export interface Notice {
  to: { accountId: number } | { employerId: number };
  event: NotificationEvent;
  params: NoticeParams & { jobOfferId?: number };
  /** The app path it opens. */
  link: string | null;
  /** Names it once: the same key (per recipient) written again adds nothing. */
  key: string;
  /** Shown and sent from this instant (a reminder written ahead); now by default. */
  at?: Date;
  /** Push and SMS are never held by quiet hours past this instant. */
  deadline?: Date | null;
}

/** The channels each kind may use outside the app. */
export function outsideChannels(kind: NotificationKind): OutsideChannel[] {
  return kind === 'interviews' ? ['email', 'push', 'sms'] : ['email', 'push'];
}

/**
 * Writes notices inside `trx`: every notice's rows in one batch (the repository writes many rows
 * per statement). `now` is when they are written; a notice's `at` later than it waits.
 */
export async function writeNotices(
  repository: Pick<NotificationsRepository, 'insert' | 'employerAccounts'>,
  trx: Trx,
  notices: Notice[],
  now: Date,
): Promise<void> {
  const rows: NewNotification[] = [];
  for (const notice of notices) {
    const kind = NOTIFICATION_EVENTS[notice.event];
    const at = notice.at && notice.at > now ? notice.at : now;
    const accounts =
      'accountId' in notice.to
        ? [notice.to.accountId]
        : await repository.employerAccounts(trx, notice.to.employerId);
    for (const accountId of accounts)
      rows.push({
        accountId,
        kind,
        event: notice.event,
        params: JSON.stringify(notice.params),
        link: notice.link,
        dedupeKey: `${notice.key}:${accountId}`,
        createdAt: now.toISOString(),
        visibleAt: at.toISOString(),
        deliveries: outsideChannels(kind).map((channel) => ({
          channel,
          dueAt: (QUIET_CHANNELS.has(channel)
            ? afterQuietHours(at, notice.deadline)
            : at
          ).toISOString(),
        })),
      });
  }
  if (rows.length > 0) await repository.insert(trx, rows);
}

/**
 * The outbox's writing on a connection of its own (a worker thread's): writeNotices through a
 * repository on `db`.
 */
export function noticeWriter(db: DB): (trx: Trx, notices: Notice[], now: Date) => Promise<void> {
  const repository = new NotificationsRepository(db);
  return (trx, notices, now) => writeNotices(repository, trx, notices, now);
}
