import { ConsoleUnemploymentPage } from '../../features/console/pages/console-unemployment-page.tsx';
import { ConsoleUnemploymentsPage } from '../../features/console/pages/console-unemployments-page.tsx';

/** The staff's unemployment registrations: the queue by state, and one registration. */
export const StaffUnemploymentsPage = () => <ConsoleUnemploymentsPage />;
export const StaffUnemploymentPage = () => <ConsoleUnemploymentPage />;
