import { useLocation, type Location, type RouteObject } from 'react-router';
import { loadWithinTime } from '../shared/lib/within-time.ts';
import { prefetchServicePage } from '../features/joboffers/api/prefetch-service-page.ts';
import { ROUTES } from './paths.ts';
import { CONSOLE_ROUTES } from '@/shared/paths.ts';
import { appQueryClient } from './query-client.ts';
import type { RouteHandle } from './route-handle.ts';
import { RedirectToService, RootLayout } from './root-layout.tsx';
import { page, preloadRoutes } from './routing/route-page.tsx';
import {
  PageSuspense,
  RouteErrorBoundary,
  RoutesView,
  toRouteObjects,
  type AppRoute,
} from './routing/routes-view.tsx';
import { HomeShell, PageLayout } from './shell/layouts.tsx';

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
  ['joboffers', 'jobsearch', 'favorites', 'notifications', 'fit', 'vacancy-request'],
);
const jobOfferPage = page(
  () => import('./pages/job-offer-route.tsx').then((m) => m.JobOfferRoute),
  ['joboffers', 'jobsearch', 'favorites', 'vacancy-request'],
);
const favoritesPage = page(
  () => import('../features/favorites/pages/favorites-page.tsx').then((m) => m.FavoritesPage),
  ['favorites', 'vacancy-request'],
);
const recommendListPage = page(
  () => import('./pages/recommend-list-route.tsx').then((m) => m.RecommendListRoute),
  ['joboffers', 'jobsearch', 'favorites', 'recommendations', 'fit', 'vacancy-request'],
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
/** The entries of the flows the server refuses under 16 (spec §5, §9): the age panel first. */
const adult = { gate: 'adult' } as const;
const authAdult = { auth: true, gate: 'adult' } as const;
const authWithProfile = { auth: true, gate: 'profile' } as const;

/**
 * Every route of spec §2, in one table, at the addresses of paths.ts. `handle.auth` marks those
 * that need a login. The consoles' routes (`/employer/…`, `/staff/…`) are not in it: their table
 * loads, as its own chunk, when a console address is first opened (`AppRouter`).
 */
const pageRoutes: AppRoute[] = [
  { index: true, element: <RedirectToService /> },
  {
    // Home shell: bottom tabs.
    element: <HomeShell />,
    children: [
      {
        path: ROUTES.service,
        handle: handle('service'),
        page: servicePage,
        // The first screen's requests start with the page's code, not after it has rendered.
        prefetch: () => prefetchServicePage(appQueryClient()),
      },
      { path: ROUTES.cv, handle: handle('cv', resident), page: cvPage },
      { path: ROUTES.interview, handle: handle('interview', withProfile), page: interviewPage },
      { path: ROUTES.record, handle: handle('record', withProfile), page: recordPage },
      {
        path: ROUTES.favorites,
        handle: handle('favorites', notNonResident),
        page: favoritesPage,
      },
    ],
  },
  {
    element: <PageLayout />,
    children: [
      { path: ROUTES.illustrate, handle: handle('illustrate'), page: illustratePage },
      {
        path: ROUTES.recordDetails,
        handle: handle('recordDetails', withProfile),
        page: recordDetailsPage,
      },
      {
        path: ROUTES.interviewSelect,
        handle: handle('interviewSelect', withProfile),
        page: interviewSelectPage,
      },
      {
        path: ROUTES.interviewDetails,
        handle: handle('interviewDetails', authWithProfile),
        page: interviewDetailsPage,
      },
      {
        path: ROUTES.interviewReject,
        handle: handle('interviewReject', authWithProfile),
        page: interviewRejectPage,
      },
      {
        id: 'interviewSurvey',
        path: ROUTES.interviewSurvey,
        handle: handle('interviewSurvey', authWithProfile),
        page: interviewSurveyPage,
      },
      {
        path: ROUTES.jobService,
        children: [
          { index: true, handle: handle('jobService'), page: jobClassesPage },
          {
            id: 'jobList',
            path: ROUTES.jobList,
            handle: handle('jobList'),
            page: jobListPage,
            // The list's requests start with its code (loaded beside it, not in the entry).
            prefetch: (params) => {
              void import('../features/joboffers/api/prefetch-job-list.ts').then((m) =>
                m.prefetchJobList(appQueryClient(), params),
              );
            },
          },
          {
            path: ROUTES.jobOffer,
            handle: handle('jobOffer'),
            page: jobOfferPage,
          },
          {
            path: ROUTES.makeAppointment,
            handle: handle('makeAppointment', withProfile),
            page: makeAppointmentPage,
          },
          {
            path: ROUTES.sendAppointment,
            handle: handle('sendAppointment', authWithProfile),
            page: sendAppointmentPage,
          },
          {
            path: ROUTES.previewResume,
            handle: handle('previewResume', authWithProfile),
            page: previewResumePage,
          },
          {
            path: ROUTES.accessoryList,
            handle: handle('accessoryList', withProfile),
            page: accessoryListPage,
          },
        ],
      },
      {
        path: ROUTES.unemployedInfo,
        handle: handle('unemployedInfo', { ...authResident, closes: true }),
        page: unemployedInfoPage,
      },
      {
        path: ROUTES.unemployedProcess,
        handle: handle('unemployedProcess', authResident),
        page: unemployedProcessPage,
      },
      {
        path: ROUTES.unemployedResult,
        handle: handle('unemployedResult', authResident),
        page: unemployedResultPage,
      },
      {
        path: ROUTES.referralService,
        handle: handle('referralService', authWithProfile),
        children: [
          {
            id: 'referralInfo',
            index: true,
            handle: handle('referralService', auth),
            page: referralInfoPage,
          },
        ],
      },
      {
        path: ROUTES.cvForm,
        handle: handle('cvForm', authAdult),
        children: [
          { index: true, handle: handle('cvForm', auth), page: cvFormPage },
          {
            path: ROUTES.updateProfile,
            handle: handle('updateProfile', auth),
            page: updateProfilePage,
          },
          {
            id: 'updateRegister',
            path: ROUTES.updateRegister,
            handle: handle('updateRegister', auth),
            page: updateRegisterPage,
          },
          {
            path: ROUTES.updateAlone,
            handle: handle('updateAlone', auth),
            page: updateAlonePage,
          },
          {
            path: ROUTES.cvFormResult,
            handle: handle('cvFormResult', auth),
            page: cvFormResultPage,
          },
        ],
      },
      {
        path: ROUTES.cvFile,
        handle: handle('cvFile', authResident),
        children: [
          { index: true, handle: handle('cvFile', auth), page: cvFilePage },
          { path: ROUTES.fileMethod, handle: handle('fileMethod', auth), page: fileMethodPage },
          {
            path: ROUTES.filePreview,
            handle: handle('filePreview', auth),
            page: filePreviewPage,
          },
          { path: ROUTES.fileUpload, handle: handle('fileUpload', auth), page: fileUploadPage },
          { path: ROUTES.fileBrowse, handle: handle('fileBrowse', auth), page: fileBrowsePage },
        ],
      },
      // Events (spec §2 lists none as auth): visitors see events and vacancies; registering and
      // booking need a logged-in resident (the gate's please-login panel), booking a resume.
      { path: ROUTES.matchKinds, handle: handle('matchKinds'), page: matchKindsPage },
      { path: ROUTES.matchIndex, handle: handle('matchIndex'), page: matchIndexPage },
      {
        path: ROUTES.registerReady,
        handle: handle('registerReady', adult),
        page: registerReadyPage,
      },
      {
        path: ROUTES.registerForm,
        handle: handle('registerForm', adult),
        page: registerFormPage,
      },
      {
        path: ROUTES.registerResult,
        handle: handle('registerResult', adult),
        page: registerResultPage,
      },
      { path: ROUTES.matchJobs, handle: handle('matchJobs'), page: matchJobsPage },
      {
        path: ROUTES.apptForm,
        handle: handle('apptForm', withProfile),
        page: apptFormPage,
      },
      { path: ROUTES.apptJobs, handle: handle('apptJobs', adult), page: apptJobsPage },
      { path: ROUTES.recommendList, handle: handle('recommendList'), page: recommendListPage },
      { path: ROUTES.profile, handle: handle('profile'), page: profilePage },
      { path: ROUTES.link, handle: handle('link'), page: linkPage },
      { path: ROUTES.myData, handle: handle('myData', auth), page: myDataPage },
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
        page: notificationPage(name),
      })),
      { path: '*', handle: handle('notFound'), page: notFoundPage },
    ],
  },
];

/** The root route: the layout of every page, consoles' too. */
const root = (children: AppRoute[]): AppRoute[] => [{ element: <RootLayout />, children }];

/** The app's routes without the consoles' (the table React Router matches). */
export const routes: RouteObject[] = toRouteObjects(root(pageRoutes));

/** Whether a path is a console's (`/employer`, `/staff` and below). */
export function isConsolePath(pathname: string): boolean {
  return [CONSOLE_ROUTES.employer, CONSOLE_ROUTES.staff].some(
    (base) => pathname === base || pathname.startsWith(`${base}/`),
  );
}

/** The app's routes with the consoles' once their table has been loaded. */
let withConsoles: RouteObject[] | null = null;
let consolesLoading: Promise<void> | null = null;

/** The app's routes with the consoles', their table loaded first if need be. */
export async function routesWithConsoles(): Promise<RouteObject[]> {
  await loadConsoleRoutes();
  return withConsoles ?? routes;
}

function loadConsoleRoutes(): Promise<void> {
  consolesLoading ??= loadWithinTime(import('./console/console-routes.tsx')).then(
    ({ consoleRoutes }) => {
      withConsoles = toRouteObjects(root([...consoleRoutes, ...pageRoutes]));
    },
    (error: unknown) => {
      consolesLoading = null;
      throw error;
    },
  );
  return consolesLoading;
}

/** The table for `pathname`: a console's address waits for (suspends on) the consoles' table. */
function tableFor(pathname: string): RouteObject[] {
  if (withConsoles) return withConsoles;
  if (!isConsolePath(pathname)) return routes;
  throw loadConsoleRoutes();
}

/**
 * Loads the code of the page at `location` (and of the consoles' table for a console address),
 * and with `prefetch` starts its first requests; a failure is left to the page's error screen.
 */
export async function preloadApp(location: Partial<Location>, prefetch = true): Promise<void> {
  try {
    if (isConsolePath(location.pathname ?? '')) await loadConsoleRoutes();
    await preloadRoutes(withConsoles ?? routes, location, prefetch);
  } catch {
    // The route renders its error screen.
  }
}

function AppRoutes() {
  const { pathname } = useLocation();
  return <RoutesView routes={tableFor(pathname)} />;
}

/** The app's pages at the router's address, a page that cannot load showing its error screen. */
export function AppRouter() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <PageSuspense>
        <AppRoutes />
      </PageSuspense>
    </RouteErrorBoundary>
  );
}
