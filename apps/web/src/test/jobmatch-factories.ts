import type { JobMatchCard, JobMatchDetail, JobMatchHistoryEntry, Survey } from '@vaga/contract';

let next = 1;

function uid(): string {
  const n = String(next++).padStart(12, '0');
  return `00000000-0000-4000-8000-${n}`;
}

/** A step of a match's history: its status, when, by whom and why (no reason unless told). */
export function matchStep(
  status: number,
  statusDesc: string,
  at: string,
  actor: JobMatchHistoryEntry['actor'],
  reason: string | null = null,
): JobMatchHistoryEntry {
  return { status, statusDesc, at, actor, reason };
}

/** The first step of every match: the seeker's request, waiting for the employer. */
export const requested = (at = '2026-11-20T01:30:00.000Z') =>
  matchStep(1, 'Waiting for the employer', at, 'seeker');

export function jobMatchCard(overrides: Partial<JobMatchCard> = {}): JobMatchCard {
  return {
    jobMatchUid: uid(),
    jobOfferId: 7,
    jobOfferTitle: 'Nurse',
    typeJobMatchStatusGroupId: 1,
    typeJobMatchStatusId: 1,
    typeJobMatchStatusDesc: 'Waiting for the employer',
    employerName: 'Health Bureau',
    salary: 25000,
    salaryTypeName: 'month',
    lastReplyDate: null,
    interviewDate: null,
    isShowCardRemark: false,
    cardRemark: '',
    isShowSurveyInfo: false,
    ...overrides,
  };
}

export function jobMatchDetail(overrides: Partial<JobMatchDetail> = {}): JobMatchDetail {
  return {
    ...jobMatchCard(overrides),
    interviewNo: 'IM-2026-0001',
    createDate: '2026-11-20T01:30:00.000Z',
    education: 'Bachelor',
    experience: 'Two years on a ward',
    workingArea: 'São Lázaro',
    workingTime: 'Shifts',
    responsibilities: 'Care for patients',
    expectedInterviewDateFrom: '2026-11-25',
    expectedInterviewDateTo: '2026-11-28',
    expectedInterviewTimePeriod: 1,
    content: 'I would like to apply.',
    interviewTime: null,
    location: '',
    result: '',
    otherReasons: '',
    remark: '',
    contactPhone: '',
    cvName: 'My CV',
    history: [requested()],
    canReply: false,
    ...overrides,
  };
}

export function survey(overrides: Partial<Survey> = {}): Survey {
  return {
    jobMatchUid: '00000000-0000-4000-8000-000000000099',
    jobOfferTitle: 'Nurse',
    employerName: 'Health Bureau',
    interviewDate: '2026-11-10T02:00:00.000Z',
    seekerResult: null,
    comment: '',
    employerResult: null,
    submitted: false,
    ...overrides,
  };
}
