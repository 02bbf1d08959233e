import { ConsoleUnemploymentPage } from '@/features/unemployment/console/console-unemployment-page.tsx';
import { ConsoleUnemploymentsPage } from '@/features/unemployment/console/console-unemployments-page.tsx';

/** The staff's unemployment registrations: the queue by state, and one registration. */
export const StaffUnemploymentsPage = () => <ConsoleUnemploymentsPage />;
export const StaffUnemploymentPage = () => <ConsoleUnemploymentPage />;
