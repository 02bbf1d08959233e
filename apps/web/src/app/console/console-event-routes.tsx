import { ConsoleEventBookingsPage } from '@/features/events/console/console-event-bookings-page.tsx';
import { ConsoleEventCheckinPage } from '@/features/events/console/console-event-checkin-page.tsx';
import { ConsoleEventNewPage } from '@/features/events/console/console-event-new-page.tsx';
import { ConsoleEventPage } from '@/features/events/console/console-event-page.tsx';
import { ConsoleEventsPage } from '@/features/events/console/console-events-page.tsx';

/** The staff's job-matching events: the list, a new event, one event and its check-in. */
export const StaffEventsPage = () => <ConsoleEventsPage />;
export const StaffEventNewPage = () => <ConsoleEventNewPage />;
export const StaffEventPage = () => <ConsoleEventPage />;
export const StaffEventCheckinPage = () => <ConsoleEventCheckinPage />;
/** The employer's event bookings. */
export const EmployerEventBookingsPage = () => <ConsoleEventBookingsPage />;
