import { macaoDayStart, macaoToday, shiftDate } from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EventRegistrationsRepository } from './event-registrations.repository.ts';
import { EVENT_REMINDER_HOUR, byLocale, eventReminderNotice } from './event-notices.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Registrations read per step of the reminders (one transaction each). */
const REMINDER_BATCH = 500;

/**
 * From EVENT_REMINDER_HOUR (Macao) on the day before, reminds every registration with a session
 * the next day of it (its earliest session that day), once per registration and day (the
 * notice's key). Answers the registrations seen.
 */
export async function remindTomorrow(
  repository: Pick<PublicMembers<EventRegistrationsRepository>, 'sessionsOn' | 'inTransaction'>,
  clock: Clock,
  notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
): Promise<number> {
  if (!notifications) return 0;
  const now = clock.now();
  const today = macaoToday(now);
  if (now.getTime() < macaoDayStart(today).getTime() + EVENT_REMINDER_HOUR * HOUR_MS) return 0;
  const tomorrow = shiftDate(today, 0, 1);
  let seen = 0;
  for (let after = 0; ;) {
    const rows = await repository.sessionsOn(tomorrow, after, REMINDER_BATCH);
    if (rows.length === 0) break;
    await repository.inTransaction((trx) =>
      notifications().write(
        trx,
        rows.map((row) =>
          eventReminderNotice({
            registerId: row.register_id,
            accountId: row.account_id,
            eventId: row.event_id,
            name: byLocale({ ...row }, 'name'),
            venue: byLocale({ ...row }, 'venue'),
            day: row.date,
            time: row.start_time,
          }),
        ),
      ),
    );
    seen += new Set(rows.map((r) => r.register_id)).size;
    after = rows[rows.length - 1]!.register_id;
  }
  if (seen > 0) await notifications().relayQuietly();
  return seen;
}
