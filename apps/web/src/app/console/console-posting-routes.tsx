import { ConsolePostingEditPage } from '@/features/postings/console/console-posting-edit-page.tsx';
import { ConsolePostingNewPage } from '@/features/postings/console/console-posting-new-page.tsx';
import { ConsolePostingPage } from '@/features/postings/console/console-posting-page.tsx';
import { ConsolePostingsPage } from '@/features/postings/console/console-postings-page.tsx';

/** The employer's vacancies: the list, a new one, one vacancy and its change. */
export const EmployerPostingsPage = () => <ConsolePostingsPage />;
export const EmployerPostingNewPage = () => <ConsolePostingNewPage />;
export const EmployerPostingPage = () => <ConsolePostingPage />;
export const EmployerPostingEditPage = () => <ConsolePostingEditPage />;
