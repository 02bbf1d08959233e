import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../shared/lib/i18n.ts';
import { CONSOLE_ROUTES as C } from '@/shared/paths.ts';

/** A console page, loaded with the console's texts on first visit: its own chunks. */
function consolePage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([
      load(),
      loadNamespaces(['console', 'console-home', 'profile']),
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
const hotSearchesPage = consolePage(() =>
  import('@/features/joboffers/console/console-hot-searches-page.tsx').then(
    (m) => m.ConsoleHotSearchesPage,
  ),
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
      { index: true, lazy: consolePage(() => homePages().then((m) => m.EmployerHomePage)) },
      {
        path: C.employerInterviews,
        lazy: consolePage(() => matchPages().then((m) => m.EmployerMatchesPage)),
      },
      {
        path: C.employerInvite,
        lazy: consolePage(() => matchPages().then((m) => m.EmployerInvitePage)),
      },
      {
        path: C.employerInterview,
        lazy: consolePage(() => matchPages().then((m) => m.EmployerMatchPage)),
      },
      {
        path: C.employerEventBookings,
        lazy: consolePage(() => eventPages().then((m) => m.EmployerEventBookingsPage)),
      },
      {
        path: C.employerVacancies,
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingsPage)),
      },
      {
        path: C.employerVacancyNew,
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingNewPage)),
      },
      {
        path: C.employerVacancy,
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingPage)),
      },
      {
        path: C.employerVacancyEdit,
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingEditPage)),
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
        lazy: consolePage(() => matchPages().then((m) => m.StaffMatchesPage)),
      },
      {
        path: C.staffInvite,
        lazy: consolePage(() => matchPages().then((m) => m.StaffInvitePage)),
      },
      { path: C.staffMatch, lazy: consolePage(() => matchPages().then((m) => m.StaffMatchPage)) },
      {
        path: C.staffRegistrations,
        lazy: consolePage(() => registrationPages().then((m) => m.StaffJobSeeksPage)),
      },
      {
        path: C.staffRegistration,
        lazy: consolePage(() => registrationPages().then((m) => m.StaffJobSeekPage)),
      },
      {
        path: C.staffUnemployments,
        lazy: consolePage(() => unemploymentPages().then((m) => m.StaffUnemploymentsPage)),
      },
      {
        path: C.staffUnemployment,
        lazy: consolePage(() => unemploymentPages().then((m) => m.StaffUnemploymentPage)),
      },
      { path: C.staffHotSearches, lazy: hotSearchesPage },
      { path: C.staffFailedDeliveries, lazy: failedDeliveriesPage },
      { path: C.staffEvents, lazy: consolePage(() => eventPages().then((m) => m.StaffEventsPage)) },
      {
        path: C.staffEventNew,
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventNewPage)),
      },
      { path: C.staffEvent, lazy: consolePage(() => eventPages().then((m) => m.StaffEventPage)) },
      {
        path: C.staffEventCheckin,
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventCheckinPage)),
      },
      {
        path: C.staffVacancyReviews,
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReviewsPage)),
      },
      {
        path: C.staffVacancyReview,
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReviewPage)),
      },
      {
        path: C.staffVacancyReports,
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReportsPage)),
      },
      {
        path: C.staffVacancyReport,
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReportPage)),
      },
      { path: '*', lazy: notFound },
    ],
  },
];
