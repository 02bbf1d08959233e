/**
 * The job-matching event routes past the public pages (spec §2 `/register-ready` … `/appt-jobs`),
 * loaded together; the event list and an event's page are event-public-routes.tsx.
 */
export { RegisterReadyPage } from '../../features/events/pages/register-ready-page.tsx';
export { RegisterFormPage } from '../../features/events/pages/register-form-page.tsx';
export { RegisterResultPage } from '../../features/events/pages/register-result-page.tsx';
export { MatchJobsPage } from '../../features/events/pages/match-jobs-page.tsx';
export { ApptFormPage } from '../../features/events/pages/appt-form-page.tsx';
export { ApptJobsPage } from '../../features/events/pages/appt-jobs-page.tsx';
