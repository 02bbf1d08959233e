import { ConsoleConfirmEmailPage } from '@/features/notifications/console/console-confirm-email-page.tsx';
import { ConsoleNotificationSettingsPage } from '@/features/notifications/console/console-notification-settings-page.tsx';
import { ConsoleNotificationsPage } from '@/features/notifications/console/console-notifications-page.tsx';

/** The consoles' inbox, notification settings, and the page a contact e-mail's link opens. */
export const EmployerNotificationsPage = () => <ConsoleNotificationsPage type="employer" />;
export const StaffNotificationsPage = () => <ConsoleNotificationsPage type="staff" />;
export const EmployerNotificationSettingsPage = () => (
  <ConsoleNotificationSettingsPage type="employer" />
);
export const StaffNotificationSettingsPage = () => <ConsoleNotificationSettingsPage type="staff" />;
export const EmployerConfirmEmailPage = () => <ConsoleConfirmEmailPage type="employer" />;
export const StaffConfirmEmailPage = () => <ConsoleConfirmEmailPage type="staff" />;
