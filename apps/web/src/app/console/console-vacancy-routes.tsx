import { ConsoleVacancyReportPage } from '@/features/reports/console/console-vacancy-report-page.tsx';
import { ConsoleVacancyReportsPage } from '@/features/reports/console/console-vacancy-reports-page.tsx';
import { ConsoleVacancyReviewPage } from '@/features/postings/console/console-vacancy-review-page.tsx';
import { ConsoleVacancyReviewsPage } from '@/features/postings/console/console-vacancy-reviews-page.tsx';

/** The staff's vacancy review (queue and posting) and reported vacancies (queue and reports). */
export const StaffVacancyReviewsPage = () => <ConsoleVacancyReviewsPage />;
export const StaffVacancyReviewPage = () => <ConsoleVacancyReviewPage />;
export const StaffVacancyReportsPage = () => <ConsoleVacancyReportsPage />;
export const StaffVacancyReportPage = () => <ConsoleVacancyReportPage />;
