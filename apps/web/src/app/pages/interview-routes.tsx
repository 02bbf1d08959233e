/** The interview routes (spec §2 `/interview/*`), loaded together when one is first visited. */
export { InterviewPage } from '../../features/jobmatches/pages/interview-page.tsx';
export { InterviewSelectPage } from '../../features/jobmatches/pages/interview-select-page.tsx';
export { InterviewDetailsPage } from '../../features/jobmatches/pages/interview-details-page.tsx';
export { InterviewRejectPage } from '../../features/jobmatches/pages/interview-reject-page.tsx';
export { InterviewSurveyPage } from '../../features/jobmatches/pages/interview-survey-page.tsx';
