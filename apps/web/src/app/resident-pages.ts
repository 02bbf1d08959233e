import { page } from './routing/route-page.tsx';

/**
 * The resident app's pages, each loaded as its own chunk (or with the others of its flow, from
 * one module) with the namespaces of texts it needs; resident-routes.tsx places them.
 */
export const servicePage = page(
  () => import('../features/joboffers/pages/service-page.tsx').then((m) => m.ServicePage),
  ['joboffers', 'jobsearch'],
  'on-interaction',
);
export const jobClassesPage = page(
  () => import('../features/joboffers/pages/job-classes-page.tsx').then((m) => m.JobClassesPage),
  ['joboffers', 'jobsearch'],
  'on-interaction',
);
// The detail's texts (favourites, a vacancy request's state) load with a detail opened over it.
export const jobListPage = page(
  () => import('./pages/job-list-route.tsx').then((m) => m.JobListRoute),
  ['joboffers', 'jobsearch', 'notifications', 'fit'],
  'on-interaction',
);
export const jobOfferPage = page(
  () => import('./pages/job-offer-route.tsx').then((m) => m.JobOfferRoute),
  ['joboffers', 'jobsearch', 'favorites', 'vacancy-request'],
  'on-interaction',
);
export const favoritesPage = page(
  () => import('../features/favorites/pages/favorites-page.tsx').then((m) => m.FavoritesPage),
  ['favorites', 'vacancy-request'],
);
export const recommendListPage = page(
  () => import('./pages/recommend-list-route.tsx').then((m) => m.RecommendListRoute),
  ['joboffers', 'jobsearch', 'favorites', 'recommendations', 'fit', 'vacancy-request'],
);
export const myDataPage = page(
  () => import('../features/mydata/pages/my-data-page.tsx').then((m) => m.MyDataPage),
  ['mydata'],
);
const interviewPages = () => import('./pages/interview-routes.tsx');
export const interviewPage = page(
  () => interviewPages().then((m) => m.InterviewPage),
  ['jobmatches'],
);
export const interviewSelectPage = page(
  () => interviewPages().then((m) => m.InterviewSelectPage),
  ['jobmatches'],
);
export const interviewDetailsPage = page(
  () => interviewPages().then((m) => m.InterviewDetailsPage),
  ['jobmatches'],
);
export const interviewRejectPage = page(
  () => interviewPages().then((m) => m.InterviewRejectPage),
  ['jobmatches'],
);
export const interviewSurveyPage = page(
  () => interviewPages().then((m) => m.InterviewSurveyPage),
  ['jobmatches'],
);
export const recordPage = page(
  () => import('../features/records/pages/record-page.tsx').then((m) => m.RecordPage),
  ['records', 'jobseeks'],
);
export const recordDetailsPage = page(
  () =>
    import('../features/records/pages/record-details-page.tsx').then((m) => m.RecordDetailsPage),
  ['records', 'jobseeks'],
);
export const referralInfoPage = page(
  () => import('../features/jobseeks/pages/referral-info-page.tsx').then((m) => m.ReferralInfoPage),
  ['jobseeks'],
);
export const updateRegisterPage = page(
  () =>
    import('../features/jobseeks/pages/update-register-page.tsx').then((m) => m.UpdateRegisterPage),
  ['jobseeks'],
  'with-page',
  ['jobseeks'],
);
export const illustratePage = page(
  () => import('./pages/illustrate-page.tsx').then((m) => m.IllustratePage),
  ['illustrate'],
);
const profilePages = () => import('./pages/profile-routes.tsx');
export const cvPage = page(() => profilePages().then((m) => m.CvPage), ['profile', 'cvs']);
export const cvFormPage = page(() => profilePages().then((m) => m.CvFormPage), ['profile']);
export const updateProfilePage = page(
  () => profilePages().then((m) => m.UpdateProfilePage),
  ['profile'],
);
export const updateAlonePage = page(
  () => profilePages().then((m) => m.UpdateAlonePage),
  ['profile'],
);
export const cvFormResultPage = page(
  () => profilePages().then((m) => m.CvFormResultPage),
  ['profile'],
);
const cvFilePages = () => import('../features/cvs/pages/cv-file-pages.tsx');
export const cvFilePage = page(() => cvFilePages().then((m) => m.CvFilePage), ['cvs']);
export const fileMethodPage = page(() => cvFilePages().then((m) => m.FileMethodPage), ['cvs']);
export const filePreviewPage = page(() => cvFilePages().then((m) => m.PreviewPage), ['cvs']);
export const fileUploadPage = page(() => cvFilePages().then((m) => m.UploadPage), ['cvs']);
export const fileBrowsePage = page(() => cvFilePages().then((m) => m.BrowsePage), ['cvs']);
export const profilePage = page(
  () => import('../features/auth/pages/profile-page.tsx').then((m) => m.ProfilePage),
  ['auth'],
);
export const linkPage = page(() =>
  import('../features/auth/pages/link-page.tsx').then((m) => m.LinkPage),
);
const bookingPages = () => import('./pages/booking-routes.tsx');
export const makeAppointmentPage = page(
  () => bookingPages().then((m) => m.MakeAppointmentPage),
  ['booking'],
);
export const sendAppointmentPage = page(
  () => bookingPages().then((m) => m.SendAppointmentPage),
  ['booking'],
);
export const previewResumePage = page(
  () => bookingPages().then((m) => m.PreviewResumeRoute),
  ['booking', 'profile'],
);
export const accessoryListPage = page(
  () => bookingPages().then((m) => m.AccessoryListPage),
  ['booking'],
);
const unemploymentPages = () => import('./pages/unemployment-routes.tsx');
export const unemployedInfoPage = page(
  () => unemploymentPages().then((m) => m.UnemployedInfoPage),
  ['unemployment'],
  'with-page',
  ['unemployment'],
);
export const unemployedProcessPage = page(
  () => unemploymentPages().then((m) => m.UnemployedProcessPage),
  ['unemployment'],
  'with-page',
  ['unemployment'],
);
export const unemployedResultPage = page(
  () => unemploymentPages().then((m) => m.UnemployedResultPage),
  ['unemployment'],
  'with-page',
  ['unemployment'],
);
const eventPublicPages = () => import('./pages/event-public-routes.tsx');
const eventPages = () => import('./pages/event-routes.tsx');
export const matchKindsPage = page(
  () => eventPublicPages().then((m) => m.MatchKindsPage),
  ['events'],
  'on-interaction',
  ['events'],
);
export const matchIndexPage = page(
  () => eventPublicPages().then((m) => m.MatchIndexPage),
  ['events'],
  'on-interaction',
);
export const registerReadyPage = page(
  () => eventPages().then((m) => m.RegisterReadyPage),
  ['events'],
);
export const registerFormPage = page(
  () => eventPages().then((m) => m.RegisterFormPage),
  ['events'],
);
export const registerResultPage = page(
  () => eventPages().then((m) => m.RegisterResultPage),
  ['events'],
);
export const matchJobsPage = page(() => eventPages().then((m) => m.MatchJobsPage), ['events']);
export const apptFormPage = page(() => eventPages().then((m) => m.ApptFormPage), ['events']);
export const apptJobsPage = page(() => eventPages().then((m) => m.ApptJobsPage), ['events']);
/** The notification routes (one chunk), their titles in their own texts (off the first screen). */
export const notificationPage = (
  name: 'NotificationsPage' | 'NotificationSettingsPage' | 'MailboxPage',
) => page(() => import('./pages/notification-routes.tsx').then((m) => m[name]), ['notifications']);
export const notFoundPage = page(() =>
  import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage),
);
