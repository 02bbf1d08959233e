import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type {
  NotificationDeliveryTable,
  NotificationSettingsTable,
  NotificationTable,
  PushSubscriptionTable,
} from './notifications.tables.ts';

/** The notifications' rows as read, and the transaction they are written in. */
export type Trx = Transaction<Database>;
export type NotificationRow = Selectable<NotificationTable>;
export type DeliveryRow = Selectable<NotificationDeliveryTable>;
export type SettingsRow = Selectable<NotificationSettingsTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;
