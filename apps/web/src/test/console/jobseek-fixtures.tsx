import { Route, Routes } from 'react-router';
import { buildPath, CONSOLE_JOBSEEK_PATHS, type ConsoleJobSeekDetail } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsoleJobSeekPage } from '@/features/jobseeks/console/console-jobseek-page.tsx';

export const JOB_SEEK_ID = 41;
export const jobSeekPath = buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id: JOB_SEEK_ID });
export const actionPath = (
  action:
    | 'consoleJobSeekApprove'
    | 'consoleJobSeekRefuse'
    | 'consoleJobSeekRefer'
    | 'consoleJobSeekClose',
) => buildPath(CONSOLE_JOBSEEK_PATHS[action], { id: JOB_SEEK_ID });

/** A registration as the console reads it, under review unless told otherwise. */
export function jobSeekDetail(overrides: Partial<ConsoleJobSeekDetail> = {}): ConsoleJobSeekDetail {
  return {
    jobSeekId: JOB_SEEK_ID,
    entNo: 'JS20261120-000041',
    entDate: '2026-11-20T02:00:00.000Z',
    state: 1,
    stateDesc: 'Processing',
    seekerName: 'Vong San Loi',
    jobTitle: 'Cook',
    jobMatchCount: 0,
    seekerAccountId: 9,
    validFrom: null,
    validUntil: null,
    isDisability: false,
    labels: {
      employmentStatus: 'Unemployed',
      unemployed: 'Looking for a first job',
      latestJobSalaryType: null,
      regReason: 'Looking for work',
      shift: 'Yes',
      locations: ['Macao Peninsula', 'Taipa'],
      jobTitles: [{ jobTitle: 'Cook', salaryAmount: 12000, salaryType: 'month' }],
      notificationMethods: ['Text message'],
      notificationTypes: ['Referrals and interviews'],
    },
    latestJobTitleText: null,
    latestJobSalaryAmount: null,
    otherRegReason: null,
    jobDetailRequest: 'Near home',
    unemployedSince: '2026-09-01',
    needVagaRecommendVacancy: true,
    jobSeekResult: '',
    cardRemark: '',
    detailsRemark: '',
    history: [
      {
        action: 'registered',
        actionDesc: 'Registration submitted',
        at: '2026-11-20T02:00:00.000Z',
        actor: 'seeker',
        detail: null,
      },
    ],
    matches: [],
    ...overrides,
  };
}

/** The registration's page as the staff console mounts it. */
export function renderJobSeek() {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/registrations/:id" element={<ConsoleJobSeekPage />} />
    </Routes>,
    { route: `/staff/registrations/${JOB_SEEK_ID}` },
  );
}
