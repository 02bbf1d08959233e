import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespaces, type Namespace } from '../shared/lib/i18n.ts';
import { RouteError } from './pages/route-error.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RedirectToService, RootLayout } from './root-layout.tsx';
import { HomeShell, PageLayout } from './shell/layouts.tsx';

/** A route's page, loaded when the route is first visited, together with its texts. */
function page(load: () => Promise<ComponentType>, namespaces: Namespace[] = []) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

const comingSoon = page(() => import('./pages/coming-soon-page.tsx').then((m) => m.ComingSoonPage));
const servicePage = page(
  () => import('../features/joboffers/pages/service-page.tsx').then((m) => m.ServicePage),
  ['joboffers'],
);
const jobClassesPage = page(
  () => import('../features/joboffers/pages/job-classes-page.tsx').then((m) => m.JobClassesPage),
  ['joboffers'],
);
const jobListPage = page(
  () => import('../features/joboffers/pages/job-list-page.tsx').then((m) => m.JobListPage),
  ['joboffers'],
);
const illustratePage = page(
  () => import('./pages/illustrate-page.tsx').then((m) => m.IllustratePage),
  ['illustrate'],
);
const notFoundPage = page(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));

function handle(titleKey: string, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteHandle {
  return { titleKey: `routes.${titleKey}`, ...extra };
}

/** A route whose page a later version builds: it shows the "coming soon" placeholder. */
function later(
  path: string,
  titleKey: string,
  extra: Omit<RouteHandle, 'titleKey'> = {},
): RouteObject {
  return { path, handle: handle(titleKey, extra), lazy: comingSoon };
}

const auth = { auth: true } as const;

/** Every route of spec §2, in one table. `handle.auth` marks those that need a login. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="vaga-page-loading" aria-busy="true" />,
    children: [
      { index: true, element: <RedirectToService /> },
      {
        // Home shell: bottom tabs.
        element: <HomeShell />,
        children: [
          { path: 'service', handle: handle('service'), lazy: servicePage },
          later('cv', 'cv'),
          later('interview', 'interview'),
          later('record', 'record'),
          later('favorites', 'favorites'),
        ],
      },
      {
        element: <PageLayout />,
        children: [
          { path: 'illustrate', handle: handle('illustrate'), lazy: illustratePage },
          later('record/details/:id', 'recordDetails'),
          later('interview/select', 'interviewSelect'),
          later('interview/details/:id', 'interviewDetails', auth),
          later('interview/reject/:id', 'interviewReject', auth),
          { id: 'interviewSurvey', ...later('interview/survey/:id', 'interviewSurvey', auth) },
          {
            path: 'job-service',
            children: [
              { index: true, handle: handle('jobService'), lazy: jobClassesPage },
              { id: 'jobList', path: 'job-list', handle: handle('jobList'), lazy: jobListPage },
              later('make-appointment', 'makeAppointment'),
              later('send-appointment', 'sendAppointment', auth),
              later('preview-resume', 'previewResume', auth),
              later('accessory-list', 'accessoryList'),
            ],
          },
          later('unemployed-info', 'unemployedInfo', { auth: true, closes: true }),
          later('unemployed-process', 'unemployedProcess', auth),
          later('unemployed-result', 'unemployedResult', auth),
          {
            path: 'referral-service',
            handle: handle('referralService', auth),
            children: [
              {
                id: 'referralInfo',
                index: true,
                handle: handle('referralService', auth),
                lazy: comingSoon,
              },
            ],
          },
          {
            path: 'cv-form',
            handle: handle('cvForm', auth),
            children: [
              { index: true, handle: handle('cvForm', auth), lazy: comingSoon },
              later('update-profile', 'updateProfile', auth),
              { id: 'updateRegister', ...later('update-register', 'updateRegister', auth) },
              later('update-alone/:section', 'updateAlone', auth),
              later('result', 'cvFormResult', auth),
            ],
          },
          {
            path: 'cv-file',
            handle: handle('cvFile', auth),
            children: [
              { index: true, handle: handle('cvFile', auth), lazy: comingSoon },
              later('file-method', 'fileMethod', auth),
              later('preview', 'filePreview', auth),
              later('upload', 'fileUpload', auth),
              later('browse', 'fileBrowse', auth),
            ],
          },
          later('match-kinds', 'matchKinds'),
          later('match-index', 'matchIndex'),
          later('register-ready', 'registerReady'),
          later('register-form', 'registerForm'),
          later('register-result', 'registerResult'),
          later('match-jobs', 'matchJobs'),
          later('appt-form', 'apptForm'),
          later('appt-jobs', 'apptJobs'),
          later('recommend-list', 'recommendList'),
          // The login flow and the link hand-off are built next, on these two routes.
          later('profile', 'profile'),
          later('link', 'link'),
          { path: '*', handle: handle('notFound'), lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
