/** The notification routes (`/notifications/*`), loaded together when one is first visited. */
export { NotificationsPage } from '../../features/notifications/pages/notifications-page.tsx';
export { NotificationSettingsPage } from '../../features/notifications/pages/notification-settings-page.tsx';
export { MailboxPage } from '../../features/notifications/pages/mailbox-page.tsx';
