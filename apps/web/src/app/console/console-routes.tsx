import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../shared/lib/i18n.ts';

/** A console page, loaded with the console's texts on first visit: its own chunks. */
function consolePage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(['console', 'profile'])]);
    return { Component };
  };
}

const layout = () => import('./console-layout.tsx');
const homePages = () => import('../../features/console/pages/console-home-page.tsx');
const matchPages = () => import('./console-match-routes.tsx');
const registrationPages = () => import('./console-registration-routes.tsx');
const unemploymentPages = () => import('./console-unemployment-routes.tsx');
const eventPages = () => import('./console-event-routes.tsx');
const vacancyStaffPages = () => import('./console-vacancy-routes.tsx');
const postingPages = () => import('./console-posting-routes.tsx');
const hotSearchesPage = consolePage(() =>
  import('../../features/console/pages/console-hot-searches-page.tsx').then(
    (m) => m.ConsoleHotSearchesPage,
  ),
);
const notFound = consolePage(() =>
  import('../../features/console/pages/console-not-found-page.tsx').then(
    (m) => m.ConsoleNotFoundPage,
  ),
);

/**
 * The employer and staff consoles (`/employer/…`, `/staff/…`). Only this table is part of the
 * app's first download; layouts, pages and texts load when a console is opened.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'employer',
    lazy: consolePage(() => layout().then((m) => m.EmployerConsole)),
    children: [
      { index: true, lazy: consolePage(() => homePages().then((m) => m.EmployerHomePage)) },
      {
        path: 'interviews',
        lazy: consolePage(() => matchPages().then((m) => m.EmployerMatchesPage)),
      },
      {
        path: 'interviews/invite',
        lazy: consolePage(() => matchPages().then((m) => m.EmployerInvitePage)),
      },
      {
        path: 'interviews/:id',
        lazy: consolePage(() => matchPages().then((m) => m.EmployerMatchPage)),
      },
      {
        path: 'event-bookings',
        lazy: consolePage(() => eventPages().then((m) => m.EmployerEventBookingsPage)),
      },
      {
        path: 'vacancies',
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingsPage)),
      },
      {
        path: 'vacancies/new',
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingNewPage)),
      },
      {
        path: 'vacancies/:id',
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingPage)),
      },
      {
        path: 'vacancies/:id/edit',
        lazy: consolePage(() => postingPages().then((m) => m.EmployerPostingEditPage)),
      },
      { path: '*', lazy: notFound },
    ],
  },
  {
    path: 'staff',
    lazy: consolePage(() => layout().then((m) => m.StaffConsole)),
    children: [
      { index: true, lazy: consolePage(() => homePages().then((m) => m.StaffHomePage)) },
      { path: 'matches', lazy: consolePage(() => matchPages().then((m) => m.StaffMatchesPage)) },
      {
        path: 'matches/invite',
        lazy: consolePage(() => matchPages().then((m) => m.StaffInvitePage)),
      },
      { path: 'matches/:id', lazy: consolePage(() => matchPages().then((m) => m.StaffMatchPage)) },
      {
        path: 'registrations',
        lazy: consolePage(() => registrationPages().then((m) => m.StaffJobSeeksPage)),
      },
      {
        path: 'registrations/:id',
        lazy: consolePage(() => registrationPages().then((m) => m.StaffJobSeekPage)),
      },
      {
        path: 'unemployment',
        lazy: consolePage(() => unemploymentPages().then((m) => m.StaffUnemploymentsPage)),
      },
      {
        path: 'unemployment/:id',
        lazy: consolePage(() => unemploymentPages().then((m) => m.StaffUnemploymentPage)),
      },
      { path: 'hot-searches', lazy: hotSearchesPage },
      { path: 'events', lazy: consolePage(() => eventPages().then((m) => m.StaffEventsPage)) },
      {
        path: 'events/new',
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventNewPage)),
      },
      { path: 'events/:id', lazy: consolePage(() => eventPages().then((m) => m.StaffEventPage)) },
      {
        path: 'events/:id/checkin',
        lazy: consolePage(() => eventPages().then((m) => m.StaffEventCheckinPage)),
      },
      {
        path: 'vacancy-review',
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReviewsPage)),
      },
      {
        path: 'vacancy-review/:id',
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReviewPage)),
      },
      {
        path: 'vacancy-reports',
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReportsPage)),
      },
      {
        path: 'vacancy-reports/:id',
        lazy: consolePage(() => vacancyStaffPages().then((m) => m.StaffVacancyReportPage)),
      },
      { path: '*', lazy: notFound },
    ],
  },
];
