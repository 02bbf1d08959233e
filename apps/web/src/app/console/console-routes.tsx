import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../shared/lib/i18n.ts';

/** A console page, loaded with the console's texts on first visit: its own chunks. */
function consolePage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(['console'])]);
    return { Component };
  };
}

const layout = () => import('./console-layout.tsx');
const homePages = () => import('../../features/console/pages/console-home-page.tsx');
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
      { path: '*', lazy: notFound },
    ],
  },
  {
    path: 'staff',
    lazy: consolePage(() => layout().then((m) => m.StaffConsole)),
    children: [
      { index: true, lazy: consolePage(() => homePages().then((m) => m.StaffHomePage)) },
      { path: '*', lazy: notFound },
    ],
  },
];
