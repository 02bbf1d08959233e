import type { Generated } from 'kysely';

/**
 * One notification to one account (the in-app inbox row). Written in the same transaction as
 * the change it tells of; shown from `visible_at` (a reminder written ahead waits for its time)
 * unless cancelled before then.
 */
export interface NotificationTable {
  id: Generated<number>;
  account_id: number;
  /** A NotificationKind (the preference it follows). */
  kind: string;
  /** A NotificationEvent (its texts). */
  event: string;
  /** JSON object of the values its texts name (ids, instants). */
  params: string;
  /** The app path it opens, or null. */
  link: string | null;
  /** Unique: writing the same key again adds nothing (a reminder is written once per match). */
  dedupe_key: string;
  created_at: string;
  visible_at: string;
  read_at: string | null;
  cancelled_at: string | null;
}

/**
 * One delivery of a notification on a channel outside the app. `pending` until a job sends it
 * (`sent`), finds the channel off or without an address, or its notice no longer holding
 * (`skipped`), its notification cancelled
 * (`cancelled`), or spends its attempts (`failed`, with the last error). `idempotency_key` is
 * unique and names the delivery to the transport, so a retried job never sends twice.
 */
export interface NotificationDeliveryTable {
  id: Generated<number>;
  notification_id: number;
  channel: string;
  state: 'pending' | 'sent' | 'skipped' | 'cancelled' | 'failed';
  idempotency_key: string;
  /** Not before this instant (quiet hours move push and SMS to 08:00, never past a deadline). */
  due_at: string;
  /** 1 once its job is on the scheduler (the outbox relay schedules the others). */
  queued: number;
  attempts: number;
  last_error: string | null;
  /** Why a `skipped` delivery's notice no longer held (a NoticeLapse); null otherwise. */
  lapse: string | null;
  sent_at: string | null;
  updated_at: string;
}

/** A person's notification settings: what was changed from the defaults, and their language. */
export interface NotificationSettingsTable {
  account_id: number;
  /** JSON: `{ [kind]: { email?, push?, sms? } }`, only the choices made. */
  channels: string;
  /** The language of the last call that named one (zh-Hant, pt, en); null: zh-Hant. */
  locale: string | null;
  /**
   * An employer's or staff account's contact address (a seeker's: the resume's), which e-mails
   * go to once `email_confirmed_at` is set.
   */
  email: string | null;
  /** When the contact address was confirmed by its link; null while it waits (or none). */
  email_confirmed_at: string | null;
  /** The SHA-256 (hex) of the pending confirmation link's token. */
  email_token: string | null;
  /** When the pending confirmation link stops working. */
  email_token_expires_at: string | null;
  updated_at: string;
}

/**
 * One browser of an account that takes Web Push: the push service's endpoint and the keys the
 * payload is encrypted with. Removed when the push service answers 404/410 (gone), and the
 * oldest is replaced past PUSH_SUBSCRIPTIONS_MAX per account.
 */
export interface PushSubscriptionTable {
  id: Generated<number>;
  account_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  /** Registered (again) at: the oldest of an account is replaced first. */
  updated_at: string;
}

/** Keys made once and kept (the unsubscribe links' signing key, the VAPID key pair). */
export interface NotificationSecretTable {
  name: string;
  value: string;
}

/** E-mails kept by the demo mailbox when no SMTP server is configured. */
export interface DemoMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  list_unsubscribe: string | null;
  created_at: string;
}

export interface NotificationsTables {
  notification: NotificationTable;
  notification_delivery: NotificationDeliveryTable;
  notification_settings: NotificationSettingsTable;
  notification_secret: NotificationSecretTable;
  demo_mail: DemoMailTable;
  push_subscription: PushSubscriptionTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends NotificationsTables {}
}
