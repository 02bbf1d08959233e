import { ConsoleJobSeekPage } from '@/features/jobseeks/console/console-jobseek-page.tsx';
import { ConsoleJobSeeksPage } from '@/features/jobseeks/console/console-jobseeks-page.tsx';

/** The staff's registrations: the queue by state, and one registration. */
export const StaffJobSeeksPage = () => <ConsoleJobSeeksPage />;
export const StaffJobSeekPage = () => <ConsoleJobSeekPage />;
