import { ConsoleEventBookingsPage } from '../../features/console/pages/console-event-bookings-page.tsx';
import { ConsoleEventCheckinPage } from '../../features/console/pages/console-event-checkin-page.tsx';
import { ConsoleEventNewPage } from '../../features/console/pages/console-event-new-page.tsx';
import { ConsoleEventPage } from '../../features/console/pages/console-event-page.tsx';
import { ConsoleEventsPage } from '../../features/console/pages/console-events-page.tsx';

/** The staff's job-matching events: the list, a new event, one event and its check-in. */
export const StaffEventsPage = () => <ConsoleEventsPage />;
export const StaffEventNewPage = () => <ConsoleEventNewPage />;
export const StaffEventPage = () => <ConsoleEventPage />;
export const StaffEventCheckinPage = () => <ConsoleEventCheckinPage />;
/** The employer's event bookings. */
export const EmployerEventBookingsPage = () => <ConsoleEventBookingsPage />;
