import type { ComponentType } from 'react';
import { WEB_LABEL_DOMAINS, WEB_TEXT_DOMAINS } from '@vaga/contract';
import { loadContractTexts } from '../../shared/lib/contract-texts.ts';
import { loadNamespaces, type Namespace } from '../../shared/lib/i18n.ts';
import type { AppRoute } from '../routing/routes-view.tsx';
import type { PageLoader } from '../routing/route-page.tsx';
import { CONSOLE_ROUTES as C } from '@/shared/paths.ts';

/**
 * A console page, loaded on first visit with the console's texts and those of its domain
 * (`texts`): its own chunks.
 */
function consolePage(
  load: () => Promise<ComponentType>,
  texts: readonly Namespace[] = [],
): PageLoader {
  return async () => {
    const [Component] = await Promise.all([
      load(),
      loadNamespaces(['console', 'console-home', 'profile', ...texts]),
      loadContractTexts(undefined, [...WEB_TEXT_DOMAINS, ...WEB_LABEL_DOMAINS]),
    ]);
    return Component;
  };
}

/** A chunk of console pages and the texts of its domain. */
interface Chunk<M> {
  load: () => Promise<M>;
  texts: readonly Namespace[];
}

const chunk = <M,>(load: () => Promise<M>, ...texts: Namespace[]): Chunk<M> => ({ load, texts });

/**
 * The route of the page `name` exported by `from`, at `path` (the console's home when null),
 * with its chunk's texts and any more it needs.
 */
function route<K extends string, M extends Record<K, ComponentType>>(
  path: string | null,
  from: Chunk<M>,
  name: K,
  more: readonly Namespace[] = [],
): AppRoute {
  const page = consolePage(() => from.load().then((m) => m[name]), [...from.texts, ...more]);
  return path === null ? { index: true, page } : { path, page };
}

const layout = () => import('./console-layout.tsx');
const home = chunk(() => import('./console-home-page.tsx'));
const matches = chunk(() => import('./console-match-routes.tsx'), 'jobmatches-console');
const registrations = chunk(() => import('./console-registration-routes.tsx'), 'jobseeks-console');
const unemployment = chunk(
  () => import('./console-unemployment-routes.tsx'),
  'unemployment-console',
);
const events = chunk(() => import('./console-event-routes.tsx'), 'events-console');
const vacancies = chunk(
  () => import('./console-vacancy-routes.tsx'),
  'postings-console',
  'reports-console',
);
const postings = chunk(() => import('./console-posting-routes.tsx'), 'postings-console');
const hotSearches = chunk(
  () => import('@/features/joboffers/console/console-hot-searches-page.tsx'),
  'joboffers-console',
);
const statistics = chunk(
  () => import('@/features/statistics/console/staff-statistics-page.tsx'),
  'statistics-console',
);
const deliveries = chunk(
  () => import('@/features/notifications/console/console-failed-deliveries-page.tsx'),
);
const notifications = chunk(
  () => import('./console-notification-routes.tsx'),
  'notifications',
  'notifications-console',
);
const accessLog = chunk(() => import('@/features/mydata/console/access-log-page.tsx'), 'mydata');
const notFoundPage = chunk(() => import('./console-not-found-page.tsx'));
const notFound = () => route('*', notFoundPage, 'ConsoleNotFoundPage');

/**
 * The employer and staff consoles (`/employer/…`, `/staff/…`). Only this table is part of the
 * app's first download; layouts, pages and texts load when a console is opened.
 */
export const consoleRoutes: AppRoute[] = [
  {
    path: C.employer,
    // The header's bell names the unread count in the notifications' texts.
    page: consolePage(() => layout().then((m) => m.EmployerConsole), ['notifications']),
    children: [
      route(null, home, 'EmployerHomePage', ['postings-console', 'statistics-console']),
      route(C.employerInterviews, matches, 'EmployerMatchesPage'),
      route(C.employerInvite, matches, 'EmployerInvitePage'),
      route(C.employerInterview, matches, 'EmployerMatchPage'),
      route(C.employerEventBookings, events, 'EmployerEventBookingsPage'),
      route(C.employerVacancies, postings, 'EmployerPostingsPage'),
      route(C.employerVacancyNew, postings, 'EmployerPostingNewPage'),
      route(C.employerVacancy, postings, 'EmployerPostingPage'),
      route(C.employerVacancyEdit, postings, 'EmployerPostingEditPage'),
      route(C.employerNotifications, notifications, 'EmployerNotificationsPage'),
      route(C.employerNotificationSettings, notifications, 'EmployerNotificationSettingsPage'),
      route(C.employerContactEmailConfirm, notifications, 'EmployerConfirmEmailPage'),
      notFound(),
    ],
  },
  {
    path: C.staff,
    page: consolePage(() => layout().then((m) => m.StaffConsole), ['notifications']),
    children: [
      route(null, home, 'StaffHomePage'),
      route(C.staffMatches, matches, 'StaffMatchesPage'),
      route(C.staffInvite, matches, 'StaffInvitePage'),
      route(C.staffMatch, matches, 'StaffMatchPage'),
      route(C.staffRegistrations, registrations, 'StaffJobSeeksPage'),
      route(C.staffRegistration, registrations, 'StaffJobSeekPage', ['jobseeks', 'mydata']),
      route(C.staffUnemployments, unemployment, 'StaffUnemploymentsPage'),
      route(C.staffUnemployment, unemployment, 'StaffUnemploymentPage'),
      route(C.staffHotSearches, hotSearches, 'ConsoleHotSearchesPage'),
      route(C.staffStatistics, statistics, 'StaffStatisticsPage'),
      route(C.staffFailedDeliveries, deliveries, 'ConsoleFailedDeliveriesPage'),
      route(C.staffAccessLog, accessLog, 'StaffAccessLogPage'),
      route(C.staffEvents, events, 'StaffEventsPage'),
      route(C.staffEventNew, events, 'StaffEventNewPage'),
      route(C.staffEvent, events, 'StaffEventPage'),
      route(C.staffEventCheckin, events, 'StaffEventCheckinPage'),
      route(C.staffVacancyReviews, vacancies, 'StaffVacancyReviewsPage'),
      route(C.staffVacancyReview, vacancies, 'StaffVacancyReviewPage'),
      route(C.staffVacancyReports, vacancies, 'StaffVacancyReportsPage'),
      route(C.staffVacancyReport, vacancies, 'StaffVacancyReportPage'),
      route(C.staffNotifications, notifications, 'StaffNotificationsPage'),
      route(C.staffNotificationSettings, notifications, 'StaffNotificationSettingsPage'),
      route(C.staffContactEmailConfirm, notifications, 'StaffConfirmEmailPage'),
      notFound(),
    ],
  },
];
