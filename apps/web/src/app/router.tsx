import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { loadNamespaces, type Namespace } from '../shared/lib/i18n.ts';
import { loadWithinTime } from '../shared/lib/within-time.ts';
import { prefetchServicePage } from '../features/joboffers/api/prefetch-service-page.ts';
import { RouteError } from './pages/route-error.tsx';
import { ROUTES } from './paths.ts';
import { CONSOLE_ROUTES } from '@/shared/paths.ts';
import { appQueryClient } from './query-client.ts';
import type { RouteHandle } from './route-handle.ts';
import { RedirectToService, RootLayout } from './root-layout.tsx';
import { HomeShell, PageLayout } from './shell/layouts.tsx';

/**
 * A route's page, loaded when the route is first visited, together with its texts; past the
 * chunk load timeout (spec §9) the route fails to its error screen, which offers to try again.
 */
export function page(load: () => Promise<ComponentType>, namespaces: Namespace[] = []) {
  return async () => {
    const [Component] = await loadWithinTime(Promise.all([load(), loadNamespaces(namespaces)]));
    return { Component };
  };
}

const servicePage = page(
  () => import('../features/joboffers/pages/service-page.tsx').then((m) => m.ServicePage),
  ['joboffers', 'jobsearch'],
);
const jobClassesPage = page(
  () => import('../features/joboffers/pages/job-classes-page.tsx').then((m) => m.JobClassesPage),
  ['joboffers', 'jobsearch'],
);
const jobListPage = page(
  () => import('./pages/job-list-route.tsx').then((m) => m.JobListRoute),
  ['joboffers', 'jobsearch', 'favorites', 'notifications', 'fit'],
);
const jobOfferPage = page(
  () => import('./pages/job-offer-route.tsx').then((m) => m.JobOfferRoute),
  ['joboffers', 'jobsearch', 'favorites'],
);
const favoritesPage = page(
  () => import('../features/favorites/pages/favorites-page.tsx').then((m) => m.FavoritesPage),
  ['favorites'],
);
const recommendListPage = page(
  () => import('./pages/recommend-list-route.tsx').then((m) => m.RecommendListRoute),
  ['joboffers', 'jobsearch', 'favorites', 'recommendations', 'fit'],
);
const myDataPage = page(
  () => import('../features/mydata/pages/my-data-page.tsx').then((m) => m.MyDataPage),
  ['mydata'],
);
const interviewPages = () => import('./pages/interview-routes.tsx');
const interviewPage = page(() => interviewPages().then((m) => m.InterviewPage), ['jobmatches']);
const interviewSelectPage = page(
  () => interviewPages().then((m) => m.InterviewSelectPage),
  ['jobmatches'],
);
const interviewDetailsPage = page(
  () => interviewPages().then((m) => m.InterviewDetailsPage),
  ['jobmatches'],
);
const interviewRejectPage = page(
  () => interviewPages().then((m) => m.InterviewRejectPage),
  ['jobmatches'],
);
const interviewSurveyPage = page(
  () => interviewPages().then((m) => m.InterviewSurveyPage),
  ['jobmatches'],
);
const recordPage = page(
  () => import('../features/records/pages/record-page.tsx').then((m) => m.RecordPage),
  ['records', 'jobseeks'],
);
const recordDetailsPage = page(
  () =>
    import('../features/records/pages/record-details-page.tsx').then((m) => m.RecordDetailsPage),
  ['records', 'jobseeks'],
);
const referralInfoPage = page(
  () => import('../features/jobseeks/pages/referral-info-page.tsx').then((m) => m.ReferralInfoPage),
  ['jobseeks'],
);
const updateRegisterPage = page(
  () =>
    import('../features/jobseeks/pages/update-register-page.tsx').then((m) => m.UpdateRegisterPage),
  ['jobseeks'],
);
const illustratePage = page(
  () => import('./pages/illustrate-page.tsx').then((m) => m.IllustratePage),
  ['illustrate'],
);
const profilePages = () => import('./pages/profile-routes.tsx');
const cvPage = page(() => profilePages().then((m) => m.CvPage), ['profile', 'cvs']);
const cvFormPage = page(() => profilePages().then((m) => m.CvFormPage), ['profile']);
const updateProfilePage = page(() => profilePages().then((m) => m.UpdateProfilePage), ['profile']);
const updateAlonePage = page(() => profilePages().then((m) => m.UpdateAlonePage), ['profile']);
const cvFormResultPage = page(() => profilePages().then((m) => m.CvFormResultPage), ['profile']);
const cvFilePages = () => import('../features/cvs/pages/cv-file-pages.tsx');
const cvFilePage = page(() => cvFilePages().then((m) => m.CvFilePage), ['cvs']);
const fileMethodPage = page(() => cvFilePages().then((m) => m.FileMethodPage), ['cvs']);
const filePreviewPage = page(() => cvFilePages().then((m) => m.PreviewPage), ['cvs']);
const fileUploadPage = page(() => cvFilePages().then((m) => m.UploadPage), ['cvs']);
const fileBrowsePage = page(() => cvFilePages().then((m) => m.BrowsePage), ['cvs']);
const profilePage = page(
  () => import('../features/auth/pages/profile-page.tsx').then((m) => m.ProfilePage),
  ['auth'],
);
const linkPage = page(() => import('../features/auth/pages/link-page.tsx').then((m) => m.LinkPage));
const bookingPages = () => import('./pages/booking-routes.tsx');
const makeAppointmentPage = page(
  () => bookingPages().then((m) => m.MakeAppointmentPage),
  ['booking'],
);
const sendAppointmentPage = page(
  () => bookingPages().then((m) => m.SendAppointmentPage),
  ['booking'],
);
const previewResumePage = page(
  () => bookingPages().then((m) => m.PreviewResumeRoute),
  ['booking', 'profile'],
);
const accessoryListPage = page(() => bookingPages().then((m) => m.AccessoryListPage), ['booking']);
const unemploymentPages = () => import('./pages/unemployment-routes.tsx');
const unemployedInfoPage = page(
  () => unemploymentPages().then((m) => m.UnemployedInfoPage),
  ['unemployment'],
);
const unemployedProcessPage = page(
  () => unemploymentPages().then((m) => m.UnemployedProcessPage),
  ['unemployment'],
);
const unemployedResultPage = page(
  () => unemploymentPages().then((m) => m.UnemployedResultPage),
  ['unemployment'],
);
const eventPages = () => import('./pages/event-routes.tsx');
const matchKindsPage = page(() => eventPages().then((m) => m.MatchKindsPage), ['events']);
const matchIndexPage = page(() => eventPages().then((m) => m.MatchIndexPage), ['events']);
const registerReadyPage = page(() => eventPages().then((m) => m.RegisterReadyPage), ['events']);
const registerFormPage = page(() => eventPages().then((m) => m.RegisterFormPage), ['events']);
const registerResultPage = page(() => eventPages().then((m) => m.RegisterResultPage), ['events']);
const matchJobsPage = page(() => eventPages().then((m) => m.MatchJobsPage), ['events']);
const apptFormPage = page(() => eventPages().then((m) => m.ApptFormPage), ['events']);
const apptJobsPage = page(() => eventPages().then((m) => m.ApptJobsPage), ['events']);
/** The notification routes (one chunk), their titles in their own texts (off the first screen). */
const notificationPage = (name: 'NotificationsPage' | 'NotificationSettingsPage' | 'MailboxPage') =>
  page(() => import('./pages/notification-routes.tsx').then((m) => m[name]), ['notifications']);
const notFoundPage = page(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));

function handle(titleKey: string, extra: Omit<RouteHandle, 'titleKey'> = {}): RouteHandle {
  return { titleKey: `routes.${titleKey}`, ...extra };
}

const auth = { auth: true } as const;
/** User gates (spec §6, features/auth UserGate): who sees the page, the others a panel. */
const resident = { gate: 'resident' } as const;
const withProfile = { gate: 'profile' } as const;
const notNonResident = { gate: 'notNonResident' } as const;
const authResident = { auth: true, gate: 'resident' } as const;
const authWithProfile = { auth: true, gate: 'profile' } as const;

/** The root route's id: the consoles' routes are added under it (patchRoutesOnNavigation). */
const ROOT_ID = 'root';

/**
 * Every route of spec §2, in one table, at the addresses of paths.ts. `handle.auth` marks those
 * that need a login. The consoles' routes (`/employer/…`, `/staff/…`) are not in it: their table
 * loads, as its own chunk, when a console address is first opened (patchRoutesOnNavigation).
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="vaga-page-loading" aria-busy="true" />,
    children: [
      { index: true, element: <RedirectToService /> },
      {
        // Home shell: bottom tabs.
        element: <HomeShell />,
        children: [
          {
            path: ROUTES.service,
            handle: handle('service'),
            lazy: servicePage,
            // The first screen's requests start with the page's code, not after it has rendered.
            loader: () => {
              // The server renderer loads the page's data itself (entry-server.tsx).
              if (import.meta.env.SSR) return null;
              prefetchServicePage(appQueryClient());
              return null;
            },
          },
          { path: ROUTES.cv, handle: handle('cv', resident), lazy: cvPage },
          { path: ROUTES.interview, handle: handle('interview', withProfile), lazy: interviewPage },
          { path: ROUTES.record, handle: handle('record', withProfile), lazy: recordPage },
          {
            path: ROUTES.favorites,
            handle: handle('favorites', notNonResident),
            lazy: favoritesPage,
          },
        ],
      },
      {
        element: <PageLayout />,
        children: [
          { path: ROUTES.illustrate, handle: handle('illustrate'), lazy: illustratePage },
          {
            path: ROUTES.recordDetails,
            handle: handle('recordDetails', withProfile),
            lazy: recordDetailsPage,
          },
          {
            path: ROUTES.interviewSelect,
            handle: handle('interviewSelect', withProfile),
            lazy: interviewSelectPage,
          },
          {
            path: ROUTES.interviewDetails,
            handle: handle('interviewDetails', authWithProfile),
            lazy: interviewDetailsPage,
          },
          {
            path: ROUTES.interviewReject,
            handle: handle('interviewReject', authWithProfile),
            lazy: interviewRejectPage,
          },
          {
            id: 'interviewSurvey',
            path: ROUTES.interviewSurvey,
            handle: handle('interviewSurvey', authWithProfile),
            lazy: interviewSurveyPage,
          },
          {
            path: ROUTES.jobService,
            children: [
              { index: true, handle: handle('jobService'), lazy: jobClassesPage },
              {
                id: 'jobList',
                path: ROUTES.jobList,
                handle: handle('jobList'),
                lazy: jobListPage,
                // The list's requests start with its code (loaded beside it, not in the entry).
                loader: ({ request }) => {
                  if (import.meta.env.SSR) return null;
                  const params = new URL(request.url).searchParams;
                  void import('../features/joboffers/api/prefetch-job-list.ts').then((m) =>
                    m.prefetchJobList(appQueryClient(), params),
                  );
                  return null;
                },
              },
              {
                path: ROUTES.jobOffer,
                handle: handle('jobOffer'),
                lazy: jobOfferPage,
              },
              {
                path: ROUTES.makeAppointment,
                handle: handle('makeAppointment', withProfile),
                lazy: makeAppointmentPage,
              },
              {
                path: ROUTES.sendAppointment,
                handle: handle('sendAppointment', authWithProfile),
                lazy: sendAppointmentPage,
              },
              {
                path: ROUTES.previewResume,
                handle: handle('previewResume', authWithProfile),
                lazy: previewResumePage,
              },
              {
                path: ROUTES.accessoryList,
                handle: handle('accessoryList', withProfile),
                lazy: accessoryListPage,
              },
            ],
          },
          {
            path: ROUTES.unemployedInfo,
            handle: handle('unemployedInfo', { ...authResident, closes: true }),
            lazy: unemployedInfoPage,
          },
          {
            path: ROUTES.unemployedProcess,
            handle: handle('unemployedProcess', authResident),
            lazy: unemployedProcessPage,
          },
          {
            path: ROUTES.unemployedResult,
            handle: handle('unemployedResult', authResident),
            lazy: unemployedResultPage,
          },
          {
            path: ROUTES.referralService,
            handle: handle('referralService', authWithProfile),
            children: [
              {
                id: 'referralInfo',
                index: true,
                handle: handle('referralService', auth),
                lazy: referralInfoPage,
              },
            ],
          },
          {
            path: ROUTES.cvForm,
            handle: handle('cvForm', authResident),
            children: [
              { index: true, handle: handle('cvForm', auth), lazy: cvFormPage },
              {
                path: ROUTES.updateProfile,
                handle: handle('updateProfile', auth),
                lazy: updateProfilePage,
              },
              {
                id: 'updateRegister',
                path: ROUTES.updateRegister,
                handle: handle('updateRegister', auth),
                lazy: updateRegisterPage,
              },
              {
                path: ROUTES.updateAlone,
                handle: handle('updateAlone', auth),
                lazy: updateAlonePage,
              },
              {
                path: ROUTES.cvFormResult,
                handle: handle('cvFormResult', auth),
                lazy: cvFormResultPage,
              },
            ],
          },
          {
            path: ROUTES.cvFile,
            handle: handle('cvFile', authResident),
            children: [
              { index: true, handle: handle('cvFile', auth), lazy: cvFilePage },
              { path: ROUTES.fileMethod, handle: handle('fileMethod', auth), lazy: fileMethodPage },
              {
                path: ROUTES.filePreview,
                handle: handle('filePreview', auth),
                lazy: filePreviewPage,
              },
              { path: ROUTES.fileUpload, handle: handle('fileUpload', auth), lazy: fileUploadPage },
              { path: ROUTES.fileBrowse, handle: handle('fileBrowse', auth), lazy: fileBrowsePage },
            ],
          },
          // Events (spec §2 lists none as auth): visitors see events and vacancies; registering and
          // booking need a logged-in resident (the gate's please-login panel), booking a resume.
          { path: ROUTES.matchKinds, handle: handle('matchKinds'), lazy: matchKindsPage },
          { path: ROUTES.matchIndex, handle: handle('matchIndex'), lazy: matchIndexPage },
          {
            path: ROUTES.registerReady,
            handle: handle('registerReady', resident),
            lazy: registerReadyPage,
          },
          {
            path: ROUTES.registerForm,
            handle: handle('registerForm', resident),
            lazy: registerFormPage,
          },
          {
            path: ROUTES.registerResult,
            handle: handle('registerResult', resident),
            lazy: registerResultPage,
          },
          { path: ROUTES.matchJobs, handle: handle('matchJobs'), lazy: matchJobsPage },
          {
            path: ROUTES.apptForm,
            handle: handle('apptForm', withProfile),
            lazy: apptFormPage,
          },
          { path: ROUTES.apptJobs, handle: handle('apptJobs', resident), lazy: apptJobsPage },
          { path: ROUTES.recommendList, handle: handle('recommendList'), lazy: recommendListPage },
          { path: ROUTES.profile, handle: handle('profile'), lazy: profilePage },
          { path: ROUTES.link, handle: handle('link'), lazy: linkPage },
          { path: ROUTES.myData, handle: handle('myData', auth), lazy: myDataPage },
          // The inbox and its settings: any logged-in account (job alerts: residents).
          ...(
            [
              [ROUTES.notifications, 'inbox', 'NotificationsPage'],
              [ROUTES.notificationSettings, 'settings', 'NotificationSettingsPage'],
              [ROUTES.notificationMailbox, 'mailbox', 'MailboxPage'],
            ] as const
          ).map(([path, title, name]) => ({
            path,
            handle: { titleKey: `notifications:titles.${title}`, ...auth },
            lazy: notificationPage(name),
          })),
          { path: '*', handle: handle('notFound'), lazy: notFoundPage },
        ],
      },
    ],
  },
];

/** Whether a path is a console's (`/employer`, `/staff` and below). */
export function isConsolePath(pathname: string): boolean {
  return [CONSOLE_ROUTES.employer, CONSOLE_ROUTES.staff].some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
}

/**
 * Adds the consoles' route table under the root when a console address is opened (the router
 * asks before it settles for the not-found page's `*`). React Router skips routes it already has.
 */
export const patchConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isConsolePath(path)) return;
  const { consoleRoutes } = await loadWithinTime(import('./console/console-routes.tsx'));
  patch(ROOT_ID, consoleRoutes);
};

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    patchRoutesOnNavigation: patchConsoleRoutes,
  });
}
