import { ConsoleVacancyReportPage } from '../../features/console/pages/console-vacancy-report-page.tsx';
import { ConsoleVacancyReportsPage } from '../../features/console/pages/console-vacancy-reports-page.tsx';
import { ConsoleVacancyReviewPage } from '../../features/console/pages/console-vacancy-review-page.tsx';
import { ConsoleVacancyReviewsPage } from '../../features/console/pages/console-vacancy-reviews-page.tsx';

/** The staff's vacancy review (queue and posting) and reported vacancies (queue and reports). */
export const StaffVacancyReviewsPage = () => <ConsoleVacancyReviewsPage />;
export const StaffVacancyReviewPage = () => <ConsoleVacancyReviewPage />;
export const StaffVacancyReportsPage = () => <ConsoleVacancyReportsPage />;
export const StaffVacancyReportPage = () => <ConsoleVacancyReportPage />;
