import { ConsoleJobSeekPage } from '../../features/console/pages/console-jobseek-page.tsx';
import { ConsoleJobSeeksPage } from '../../features/console/pages/console-jobseeks-page.tsx';

/** The staff's registrations: the queue by state, and one registration. */
export const StaffJobSeeksPage = () => <ConsoleJobSeeksPage />;
export const StaffJobSeekPage = () => <ConsoleJobSeekPage />;
