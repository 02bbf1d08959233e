import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth.ts';
import { pageSchema } from './common.ts';
import { NOTICE_LAPSES } from './notification-lapses.ts';

/**
 * Notifications: one outbox, channels and preferences. The kinds a person can switch on or off,
 * the channels, the events that send a notification, and the inbox's, preferences' and staff's
 * answers. The events' texts in every language are in notification-texts.ts (the one catalogue
 * the server renders and the app shows); Web Push's inputs in notifications-push.ts.
 */
export const NOTIFICATION_KINDS = [
  'interviews',
  'registrations',
  'unemployment',
  'events',
  'alerts',
  'favourites',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The inbox is always on; the others follow the preferences. */
export const NOTIFICATION_CHANNELS = ['inbox', 'email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels delivered outside the app (one delivery row each). */
export const OUTSIDE_CHANNELS = ['email', 'push', 'sms'] as const;
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];

/** Events that send a notification, with the kind each belongs to. */
export const NOTIFICATION_EVENTS = {
  'interview.invited': 'interviews',
  'interview.reminder': 'interviews',
  'interview.expired': 'interviews',
  'interview.arranged': 'interviews',
  'interview.confirmed': 'interviews',
  'interview.changed': 'interviews',
  'interview.cancelled': 'interviews',
  'interview.result': 'interviews',
  'interview.refused': 'interviews',
  'interview.requested': 'interviews',
  'interview.accepted': 'interviews',
  'interview.declined': 'interviews',
  'interview.withdrawn': 'interviews',
  'interview.lapsed': 'interviews',
  'alert.instant': 'alerts',
  'alert.digest': 'alerts',
  'jobseek.approved': 'registrations',
  'jobseek.refused': 'registrations',
  'jobseek.referred': 'registrations',
  'jobseek.expiring': 'registrations',
  'jobseek.expired': 'registrations',
  'unemployment.supplement': 'unemployment',
  'unemployment.approved': 'unemployment',
  'unemployment.refused': 'unemployment',
  'unemployment.draftExpiring': 'unemployment',
  'event.registered': 'events',
  'event.reminder': 'events',
  'favourite.expiring': 'favourites',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

/** One notification in the inbox, in the caller's language. */
export const NotificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path of the screen it is about (e.g. `/interview/<uid>`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationPageSchema = pageSchema(NotificationItemSchema).extend({
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One kind's outside channels (the inbox is always on). */
export const KindChannelsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
});
export type KindChannels = z.infer<typeof KindChannelsSchema>;

export const NotificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, KindChannelsSchema])) as Record<
      NotificationKind,
      typeof KindChannelsSchema
    >,
  ),
  /**
   * The e-mail address mails go to: a seeker's is the resume's (read-only here); an employer's
   * or staff account's is its contact address once confirmed (notifications-contact.ts).
   */
  email: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesUpdateSchema = z.object({
  kinds: NotificationPreferencesSchema.shape.kinds,
  /**
   * Not taken: a seeker's address is the resume's, and an employer or staff account sets its
   * contact address through its own calls, which confirm it first.
   */
  email: z.email().max(100).nullable().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });
export const UnsubscribeResultSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
});

/**
 * A delivery that kept failing, or that had failed and was then skipped because its notice no
 * longer held (`lapse`), for staff: what it tells (`title`, in the reader's language) and to whom.
 */
export const FailedDeliverySchema = z.object({
  id: z.number().int(),
  notificationId: z.number().int(),
  accountId: z.number().int(),
  /** The recipient's name and type of account. */
  recipient: z.object({ name: z.string(), type: z.enum(ACCOUNT_TYPES) }),
  event: z.string(),
  /** The notice's title in the reader's language (the event in words, and what it names). */
  title: z.string(),
  channel: z.enum(OUTSIDE_CHANNELS),
  state: z.enum(['failed', 'skipped']),
  /** Why a skipped delivery's notice no longer held; null for a failed one. */
  lapse: z.enum(NOTICE_LAPSES).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type FailedDelivery = z.infer<typeof FailedDeliverySchema>;
export const FailedDeliveryPageSchema = pageSchema(FailedDeliverySchema);

/** A mail kept by the demo mailbox (no SMTP server configured). */
export const DemoMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  listUnsubscribe: z.string().nullable(),
  createdAt: z.string(),
});
export const DemoMailPageSchema = pageSchema(DemoMailSchema);
