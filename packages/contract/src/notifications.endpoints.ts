import { PageQuerySchema, NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import {
  DemoMailPageSchema,
  FailedDeliveryPageSchema,
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from './notifications.ts';
import {
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
} from './notifications-push.ts';
import { PATHS } from './paths.ts';

/** Every kind of account has an inbox (employers are told of requests and replies). */
const account = 'account' as const;
/** Web Push: a resident's browsers. */
const resident = 'resident' as const;

/**
 * The inbox, preferences, the one-click unsubscribe, a resident's browsers for Web Push and the
 * demo mailbox.
 */
export const NOTIFICATION_ENDPOINTS = endpoints('notifications', {
  notifications: {
    method: 'GET',
    path: PATHS.notifications,
    access: account,
    operationId: 'listNotifications',
    summary: 'My notifications, newest first',
    query: PageQuerySchema,
    response: NotificationPageSchema,
  },
  notificationRead: {
    method: 'POST',
    path: PATHS.notificationRead,
    access: account,
    operationId: 'markNotificationRead',
    summary: 'Mark a notification read',
    params: NotificationIdParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
  notificationsReadAll: {
    method: 'POST',
    path: PATHS.notificationsReadAll,
    access: account,
    operationId: 'markAllNotificationsRead',
    summary: 'Mark all my notifications read',
    response: NoContentSchema,
    status: 204,
  },
  getNotificationPreferences: {
    method: 'GET',
    path: PATHS.notificationPreferences,
    access: account,
    operationId: 'getNotificationPreferences',
    summary: 'My notification preferences',
    response: NotificationPreferencesSchema,
  },
  setNotificationPreferences: {
    method: 'PUT',
    path: PATHS.notificationPreferences,
    access: account,
    operationId: 'setNotificationPreferences',
    summary: 'Change my notification preferences',
    body: NotificationPreferencesUpdateSchema,
    response: NotificationPreferencesSchema,
  },
  // The link of an e-mail: no login, the signed token is the proof. A GET only reads the token
  // (link checkers follow links); the one-click POST switches the kind's e-mail off.
  checkUnsubscribeLink: {
    method: 'GET',
    path: PATHS.notificationsUnsubscribe,
    access: 'public',
    operationId: 'checkUnsubscribeLink',
    summary: 'Check an e-mail’s unsubscribe link',
    query: UnsubscribeQuerySchema,
    response: UnsubscribeResultSchema,
    errors: ['BE_UNSUBSCRIBE_LINK_INVALID'],
  },
  unsubscribe: {
    method: 'POST',
    path: PATHS.notificationsUnsubscribe,
    access: 'public',
    operationId: 'unsubscribe',
    summary: 'Switch a kind of e-mail off from its link (one click)',
    query: UnsubscribeQuerySchema,
    response: UnsubscribeResultSchema,
    errors: ['BE_UNSUBSCRIBE_LINK_INVALID'],
  },
  pushKey: {
    method: 'GET',
    path: PATHS.pushKey,
    access: resident,
    operationId: 'getPushKey',
    summary: 'The VAPID public key to subscribe a browser to push',
    response: PushKeySchema,
  },
  subscribePush: {
    method: 'POST',
    path: PATHS.pushSubscriptions,
    access: resident,
    operationId: 'subscribePush',
    summary: 'Register this browser for push notifications (the oldest of 10 is replaced)',
    body: PushSubscriptionInputSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['BE_PUSH_KEYS_INVALID'],
  },
  unsubscribePush: {
    method: 'DELETE',
    path: PATHS.pushSubscriptions,
    access: resident,
    operationId: 'unsubscribePush',
    summary: 'Stop push notifications to a browser',
    body: PushUnsubscribeSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
  notificationsMailbox: {
    method: 'GET',
    path: PATHS.notificationsMailbox,
    access: account,
    operationId: 'listDemoMailbox',
    summary: 'My e-mails kept by the demo',
    query: PageQuerySchema,
    response: DemoMailPageSchema,
  },
});

/** Staff: the deliveries that kept failing, and another try of one. */
export const CONSOLE_DELIVERY_ENDPOINTS = endpoints('console', {
  consoleFailedDeliveries: {
    method: 'GET',
    path: PATHS.consoleFailedDeliveries,
    access: 'staff',
    operationId: 'listFailedDeliveries',
    summary: 'Deliveries that kept failing, and those skipped since as their notice passed',
    query: PageQuerySchema,
    response: FailedDeliveryPageSchema,
  },
  consoleDeliveryRetry: {
    method: 'POST',
    path: PATHS.consoleDeliveryRetry,
    access: 'staff',
    operationId: 'retryDelivery',
    summary: 'Try a failed delivery again',
    params: NotificationIdParamsSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND'],
  },
});
