/** The job-matching event routes (spec §2 `/match-kinds` … `/appt-jobs`), loaded together. */
export { MatchKindsPage } from '../../features/events/pages/match-kinds-page.tsx';
export { MatchIndexPage } from '../../features/events/pages/match-index-page.tsx';
export { RegisterReadyPage } from '../../features/events/pages/register-ready-page.tsx';
export { RegisterFormPage } from '../../features/events/pages/register-form-page.tsx';
export { RegisterResultPage } from '../../features/events/pages/register-result-page.tsx';
export { MatchJobsPage } from '../../features/events/pages/match-jobs-page.tsx';
export { ApptFormPage } from '../../features/events/pages/appt-form-page.tsx';
export { ApptJobsPage } from '../../features/events/pages/appt-jobs-page.tsx';
