import type {
  JobAssistance,
  JobAssistanceOptions,
  JobSeekRecord,
  JobSeekRecordDetail,
  References,
} from '@vaga/contract';
import { option, references } from './profile-factories.ts';

/** References with the registration form's types filled (ids as the demo seed has them). */
export function registrationReferences(): References {
  return references({
    EMPLOYMENT_STATUS: [option(1, 'Employed'), option(2, 'Unemployed')],
    UNEMPLOYED: [option(2, 'Dismissed'), option(3, 'Contract ended')],
    SALARYTYPE: [
      option(1, 'Monthly', { extraInfo: 'MONTH' }),
      option(3, 'Hourly', { extraInfo: 'HOUR' }),
      option(4, 'Piece rate', { isActive: 0 }),
    ],
    REG_REASON: [option(1, 'Looking for a first job'), option(6, 'Other', { extraInfo: 'OTHER' })],
    SHIFT: [option(1, 'Can work shifts'), option(2, 'Cannot work shifts')],
  });
}

export function jobAssistanceOptions(
  overrides: Partial<JobAssistanceOptions> = {},
): JobAssistanceOptions {
  return {
    selfJobSeekOption: { disableCreateUpdate: 0, showUpdateTip: 1 },
    notificationMethods: [
      { id: 1, name: 'Text message' },
      { id: 2, name: 'Email' },
    ],
    notificationTypes: [
      { id: 1, name: 'Referrals and interviews' },
      { id: 2, name: 'Recommended vacancies' },
    ],
    isDisability: 0,
    validityDays: 180,
    ...overrides,
  };
}

const labels: JobAssistance['labels'] = {
  employmentStatus: 'Unemployed',
  unemployed: 'Dismissed',
  latestJobSalaryType: 'Monthly',
  regReason: 'Looking for a first job',
  shift: 'Can work shifts',
  locations: ['Macao Peninsula', 'Taipa'],
  jobTitles: [{ jobTitle: 'Cook', salaryAmount: 12000, salaryType: 'Monthly' }],
  notificationMethods: ['Email'],
  notificationTypes: ['Referrals and interviews'],
};

/** A valid registration (approved), with every field of the profile. */
export function jobAssistance(overrides: Partial<JobAssistance> = {}): JobAssistance {
  return {
    jobSeekId: 7,
    entNo: 'JS20261101-000007',
    entDate: '2026-11-01T02:00:00.000Z',
    state: 2,
    stateDesc: 'Valid',
    currentJobSeekIsValid: 1,
    validFrom: '2026-11-02',
    validUntil: '2027-05-01',
    profile: {
      typeEmploymentStatusId: 2,
      typeUnemployedId: 2,
      unemployedYear: 2026,
      unemployedMonth: 9,
      latestJobTitleText: 'Line cook',
      latestJobSalaryAmount: 11000,
      latestJobSalaryTypeId: 1,
      typeRegReasonId: 1,
      otherRegReason: null,
      canShift: 1,
      jobSeekLocationList: [{ typeJobSeekLocationId: 1 }, { typeJobSeekLocationId: 2 }],
      jobDetailRequest: 'Near a bus stop',
      jobSeekJobTitleList: [
        { typeJobTitleId: 1, textJobTitle: null, salaryAmount: 12000, typeSalaryId: 1 },
      ],
      needVagaRecommendVacancy: 1,
      notificationMethodList: [2],
      notificationTypeList: [1],
    },
    labels,
    ...overrides,
  };
}

export function jobSeekRecord(overrides: Partial<JobSeekRecord> = {}): JobSeekRecord {
  return {
    jobSeekId: 7,
    jobSeekName: 'Job-seeking registration (referral service)',
    entNo: 'JS20261101-000007',
    entDate: '2026-11-01T02:00:00.000Z',
    jobMatchCount: 2,
    jobSeekStatus: 1,
    state: 2,
    statusDesc: 'Valid',
    textJobTitle: 'Cook',
    salaryAmount: '$12,000/month',
    salary: 12000,
    salaryTypeName: 'month',
    jobSeekResult: '',
    startDate: '2026-11-02',
    validUntil: '2027-05-01',
    isShowCardRemark: false,
    cardRemark: '',
    ...overrides,
  };
}

export function jobSeekRecordDetail(
  overrides: Partial<JobSeekRecordDetail> = {},
): JobSeekRecordDetail {
  return {
    ...jobSeekRecord(),
    isShowDetailsRemark: false,
    detailsRemark: '',
    remark: '',
    labels,
    history: [],
    ...overrides,
  };
}
