import { ConsolePostingEditPage } from '../../features/console/pages/console-posting-edit-page.tsx';
import { ConsolePostingNewPage } from '../../features/console/pages/console-posting-new-page.tsx';
import { ConsolePostingPage } from '../../features/console/pages/console-posting-page.tsx';
import { ConsolePostingsPage } from '../../features/console/pages/console-postings-page.tsx';

/** The employer's vacancies: the list, a new one, one vacancy and its change. */
export const EmployerPostingsPage = () => <ConsolePostingsPage />;
export const EmployerPostingNewPage = () => <ConsolePostingNewPage />;
export const EmployerPostingPage = () => <ConsolePostingPage />;
export const EmployerPostingEditPage = () => <ConsolePostingEditPage />;
