import { prefetchServicePage } from '../features/joboffers/api/prefetch-service-page.ts';
import { ROUTES } from './paths.ts';
import { appQueryClient } from './query-client.ts';
import * as pages from './resident-pages.ts';
import type { RouteHandle } from './route-handle.ts';
import { RedirectToService } from './root-layout.tsx';
import type { AppRoute } from './routing/routes-view.tsx';
import { HomeShell, PageLayout } from './shell/layouts.tsx';

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
export const pageRoutes: AppRoute[] = [
  { index: true, element: <RedirectToService /> },
  {
    // Home shell: bottom tabs.
    element: <HomeShell />,
    children: [
      {
        path: ROUTES.service,
        handle: handle('service'),
        page: pages.servicePage,
        // The first screen's requests start with the page's code, not after it has rendered.
        prefetch: () => prefetchServicePage(appQueryClient()),
      },
      { path: ROUTES.cv, handle: handle('cv', resident), page: pages.cvPage },
      {
        path: ROUTES.interview,
        handle: handle('interview', withProfile),
        page: pages.interviewPage,
      },
      { path: ROUTES.record, handle: handle('record', withProfile), page: pages.recordPage },
      {
        path: ROUTES.favorites,
        handle: handle('favorites', notNonResident),
        page: pages.favoritesPage,
      },
    ],
  },
  {
    element: <PageLayout />,
    children: [
      { path: ROUTES.illustrate, handle: handle('illustrate'), page: pages.illustratePage },
      {
        path: ROUTES.recordDetails,
        // Reachable without a resume: a kept registration stays readable after an erasure.
        handle: handle('recordDetails', adult),
        page: pages.recordDetailsPage,
      },
      {
        path: ROUTES.interviewSelect,
        handle: handle('interviewSelect', withProfile),
        page: pages.interviewSelectPage,
      },
      {
        path: ROUTES.interviewDetails,
        // Reachable without a resume: a kept interview stays readable after an erasure.
        handle: handle('interviewDetails', authAdult),
        page: pages.interviewDetailsPage,
      },
      {
        path: ROUTES.interviewReject,
        handle: handle('interviewReject', authWithProfile),
        page: pages.interviewRejectPage,
      },
      {
        id: 'interviewSurvey',
        path: ROUTES.interviewSurvey,
        handle: handle('interviewSurvey', authWithProfile),
        page: pages.interviewSurveyPage,
      },
      {
        path: ROUTES.jobService,
        children: [
          { index: true, handle: handle('jobService'), page: pages.jobClassesPage },
          {
            id: 'jobList',
            path: ROUTES.jobList,
            handle: handle('jobList'),
            page: pages.jobListPage,
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
            page: pages.jobOfferPage,
          },
          {
            path: ROUTES.makeAppointment,
            handle: handle('makeAppointment', withProfile),
            page: pages.makeAppointmentPage,
          },
          {
            path: ROUTES.sendAppointment,
            handle: handle('sendAppointment', authWithProfile),
            page: pages.sendAppointmentPage,
          },
          {
            path: ROUTES.previewResume,
            handle: handle('previewResume', authWithProfile),
            page: pages.previewResumePage,
          },
          {
            path: ROUTES.accessoryList,
            handle: handle('accessoryList', withProfile),
            page: pages.accessoryListPage,
          },
        ],
      },
      {
        path: ROUTES.unemployedInfo,
        handle: handle('unemployedInfo', { ...authResident, closes: true }),
        page: pages.unemployedInfoPage,
      },
      {
        path: ROUTES.unemployedProcess,
        handle: handle('unemployedProcess', authResident),
        page: pages.unemployedProcessPage,
      },
      {
        path: ROUTES.unemployedResult,
        handle: handle('unemployedResult', authResident),
        page: pages.unemployedResultPage,
      },
      {
        path: ROUTES.referralService,
        handle: handle('referralService', authWithProfile),
        children: [
          {
            id: 'referralInfo',
            index: true,
            handle: handle('referralService', auth),
            page: pages.referralInfoPage,
          },
        ],
      },
      {
        path: ROUTES.cvForm,
        handle: handle('cvForm', authAdult),
        children: [
          { index: true, handle: handle('cvForm', auth), page: pages.cvFormPage },
          {
            path: ROUTES.updateProfile,
            handle: handle('updateProfile', auth),
            page: pages.updateProfilePage,
          },
          {
            id: 'updateRegister',
            path: ROUTES.updateRegister,
            handle: handle('updateRegister', auth),
            page: pages.updateRegisterPage,
          },
          {
            path: ROUTES.updateAlone,
            handle: handle('updateAlone', auth),
            page: pages.updateAlonePage,
          },
          {
            path: ROUTES.cvFormResult,
            handle: handle('cvFormResult', auth),
            page: pages.cvFormResultPage,
          },
        ],
      },
      {
        path: ROUTES.cvFile,
        handle: handle('cvFile', authResident),
        children: [
          { index: true, handle: handle('cvFile', auth), page: pages.cvFilePage },
          {
            path: ROUTES.fileMethod,
            handle: handle('fileMethod', auth),
            page: pages.fileMethodPage,
          },
          {
            path: ROUTES.filePreview,
            handle: handle('filePreview', auth),
            page: pages.filePreviewPage,
          },
          {
            path: ROUTES.fileUpload,
            handle: handle('fileUpload', auth),
            page: pages.fileUploadPage,
          },
          {
            path: ROUTES.fileBrowse,
            handle: handle('fileBrowse', auth),
            page: pages.fileBrowsePage,
          },
        ],
      },
      // Events (spec §2 lists none as auth): visitors see events and vacancies; registering and
      // booking need a logged-in resident (the gate's please-login panel), booking a resume.
      { path: ROUTES.matchKinds, handle: handle('matchKinds'), page: pages.matchKindsPage },
      { path: ROUTES.matchIndex, handle: handle('matchIndex'), page: pages.matchIndexPage },
      {
        path: ROUTES.registerReady,
        handle: handle('registerReady', adult),
        page: pages.registerReadyPage,
      },
      {
        path: ROUTES.registerForm,
        handle: handle('registerForm', adult),
        page: pages.registerFormPage,
      },
      {
        path: ROUTES.registerResult,
        handle: handle('registerResult', adult),
        page: pages.registerResultPage,
      },
      { path: ROUTES.matchJobs, handle: handle('matchJobs'), page: pages.matchJobsPage },
      {
        path: ROUTES.apptForm,
        handle: handle('apptForm', withProfile),
        page: pages.apptFormPage,
      },
      { path: ROUTES.apptJobs, handle: handle('apptJobs', adult), page: pages.apptJobsPage },
      {
        path: ROUTES.recommendList,
        handle: handle('recommendList'),
        page: pages.recommendListPage,
      },
      { path: ROUTES.profile, handle: handle('profile'), page: pages.profilePage },
      { path: ROUTES.link, handle: handle('link'), page: pages.linkPage },
      { path: ROUTES.myData, handle: handle('myData', auth), page: pages.myDataPage },
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
        page: pages.notificationPage(name),
      })),
      { path: '*', handle: handle('notFound'), page: pages.notFoundPage },
    ],
  },
];
