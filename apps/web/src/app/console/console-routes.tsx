import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../../shared/lib/i18n.ts';
import { CONSOLE_ROUTES as C } from '@/shared/paths.ts';

/**
 * A console page, loaded on first visit with the console's texts and those of its domain
 * (`texts`): its own chunks.
 */
function consolePage(load: () => Promise<ComponentType>, texts: readonly Namespace[] = []) {
  return async () => {
    const [Component] = await Promise.all([
      load(),
      loadNamespaces(['console', 'console-home', 'profile', ...texts]),
    ]);
    return { Component };
  };
}

const layout = () => import('./console-layout.tsx');
const homePages = () => import('./console-home-page.tsx');
const matchPages = () => import('./console-match-routes.tsx');
const registrationPages = () => import('./console-registration-routes.tsx');
const unemploymentPages = () => import('./console-unemployment-routes.tsx');
const eventPages = () => import('./console-event-routes.tsx');
const vacancyStaffPages = () => import('./console-vacancy-routes.tsx');
const postingPages = () => import('./console-posting-routes.tsx');
const hotSearchesPage = consolePage(
  () =>
    import('@/features/joboffers/console/console-hot-searches-page.tsx').then(
      (m) => m.ConsoleHotSearchesPage,
    ),
  ['joboffers-console'],
);
const failedDeliveriesPage = consolePage(() =>
  import('@/features/notifications/console/console-failed-deliveries-page.tsx').then(
    (m) => m.ConsoleFailedDeliveriesPage,
  ),
);
const notFound = consolePage(() =>
  import('./console-not-found-page.tsx').then((m) => m.ConsoleNotFoundPage),
);

/**
 * The employer and staff consoles (`/employer/…`, `/staff/…`). Only this table is part of the
 * app's first download; layouts, pages and texts load when a console is opened.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: C.employer,
    lazy: consolePage(() => layout().then((m) => m.EmployerConsole)),
    children: [
      {
        index: true,
        lazy: consolePage(() => homePages().then((m) => m.EmployerHomePage), ['postings-console']),
      },
      {
        path: C.employerInterviews,
        lazy: consolePage(
          () => matchPages().then((m) => m.EmployerMatchesPage),
          ['jobmatches-console'],
        ),
      },
      {
        path: C.employerInvite,
        lazy: consolePage(
          () => matchPages().then((m) => m.EmployerInvitePage),
          ['jobmatches-console'],
        ),
      },
      {
        path: C.employerInterview,
        lazy: consolePage(
          () => matchPages().then((m) => m.EmployerMatchPage),
          ['jobmatches-console'],
        ),
      },
      {
        path: C.employerEventBookings,
        lazy: consolePage(
          () => eventPages().then((m) => m.EmployerEventBookingsPage),
          ['events-console'],
        ),
      },
      {
        path: C.employerVacancies,
        lazy: consolePage(
          () => postingPages().then((m) => m.EmployerPostingsPage),
          ['postings-console'],
        ),
      },
      {
        path: C.employerVacancyNew,
        lazy: consolePage(
          () => postingPages().then((m) => m.EmployerPostingNewPage),
          ['postings-console'],
        ),
      },
      {
        path: C.employerVacancy,
        lazy: consolePage(
          () => postingPages().then((m) => m.EmployerPostingPage),
          ['postings-console'],
        ),
      },
      {
        path: C.employerVacancyEdit,
        lazy: consolePage(
          () => postingPages().then((m) => m.EmployerPostingEditPage),
          ['postings-console'],
        ),
      },
      { path: '*', lazy: notFound },
    ],
  },
  {
    path: C.staff,
    lazy: consolePage(() => layout().then((m) => m.StaffConsole)),
    children: [
      { index: true, lazy: consolePage(() => homePages().then((m) => m.StaffHomePage)) },
      {
        path: C.staffMatches,
        lazy: consolePage(
          () => matchPages().then((m) => m.StaffMatchesPage),
          ['jobmatches-console'],
        ),
      },
      {
        path: C.staffInvite,
        lazy: consolePage(
          () => matchPages().then((m) => m.StaffInvitePage),
          ['jobmatches-console'],
        ),
      },
      {
        path: C.staffMatch,
        lazy: consolePage(() => matchPages().then((m) => m.StaffMatchPage), ['jobmatches-console']),
      },
      {
        path: C.staffRegistrations,
        lazy: consolePage(
          () => registrationPages().then((m) => m.StaffJobSeeksPage),
          ['jobseeks-console'],
        ),
      },
      {
        path: C.staffRegistration,
        lazy: consolePage(
          () => registrationPages().then((m) => m.StaffJobSeekPage),
          ['jobseeks-console', 'jobseeks', 'mydata'],
        ),
      },
      {
        path: C.staffUnemployments,
        lazy: consolePage(
          () => unemploymentPages().then((m) => m.StaffUnemploymentsPage),
          ['unemployment-console'],
        ),
      },
      {
        path: C.staffUnemployment,
        lazy: consolePage(
          () => unemploymentPages().then((m) => m.StaffUnemploymentPage),
          ['unemployment-console'],
        ),
      },
      { path: C.staffHotSearches, lazy: hotSearchesPage },
      { path: C.staffFailedDeliveries, lazy: failedDeliveriesPage },
      {
        path: C.staffEvents,
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventsPage), ['events-console']),
      },
      {
        path: C.staffEventNew,
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventNewPage), ['events-console']),
      },
      {
        path: C.staffEvent,
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventPage), ['events-console']),
      },
      {
        path: C.staffEventCheckin,
        lazy: consolePage(
          () => eventPages().then((m) => m.StaffEventCheckinPage),
          ['events-console'],
        ),
      },
      {
        path: C.staffVacancyReviews,
        lazy: consolePage(
          () => vacancyStaffPages().then((m) => m.StaffVacancyReviewsPage),
          ['postings-console', 'reports-console'],
        ),
      },
      {
        path: C.staffVacancyReview,
        lazy: consolePage(
          () => vacancyStaffPages().then((m) => m.StaffVacancyReviewPage),
          ['postings-console', 'reports-console'],
        ),
      },
      {
        path: C.staffVacancyReports,
        lazy: consolePage(
          () => vacancyStaffPages().then((m) => m.StaffVacancyReportsPage),
          ['postings-console', 'reports-console'],
        ),
      },
      {
        path: C.staffVacancyReport,
        lazy: consolePage(
          () => vacancyStaffPages().then((m) => m.StaffVacancyReportPage),
          ['postings-console', 'reports-console'],
        ),
      },
      { path: '*', lazy: notFound },
    ],
  },
];
