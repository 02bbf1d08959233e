/**
 * The job-seeking registration (the referral service; spec §2 `/referral-service`,
 * `/cv-form/update-register`, §3 Registration profile and Job-seek record, §4 registration info
 * and record status, §5, §7 Job seeks). A resident registers for the service's help; staff
 * process the registration (processing → valid, or refused), refer the seeker to vacancies while
 * it is valid, and close it with a result (completed). A valid registration expires at the end
 * of its validity (a scheduler job). The seeker follows every registration as a record.
 *
 * | status | record (jobSeekStatusList) | may the seeker change it (PUT) | may staff refer |
 * | --- | --- | --- | --- |
 * | processing (1): waiting for staff | 1 in progress | no: under review | no |
 * | valid (2): approved, until validUntil | 1 in progress | yes | yes |
 * | expired (3): validity ended | 2 completed | no: register again (POST) | no |
 * | refused (4): staff refused it, with a reason | 2 completed | no: register again (POST) | no |
 * | completed (5): staff closed it with a result | 2 completed | no: register again (POST) | no |
 *
 * One registration at a time is current (processing or valid): a second POST answers
 * BE_EXIST_VALID_JOBSEEK_SERVICE; actions that need one answer BE_NO_VALID_JOBSEEK_SERVICE.
 */
export const JOB_SEEK_STATES = {
  processing: 1,
  valid: 2,
  expired: 3,
  refused: 4,
  completed: 5,
} as const;
export type JobSeekStateName = keyof typeof JOB_SEEK_STATES;
export type JobSeekState = (typeof JOB_SEEK_STATES)[JobSeekStateName];

/** The record tabs (spec §3 jobSeekStatusList): 1 in progress, 2 completed. */
export const JOB_SEEK_RECORD_STATUS = { inProgress: 1, completed: 2 } as const;
export type JobSeekRecordStatus =
  (typeof JOB_SEEK_RECORD_STATUS)[keyof typeof JOB_SEEK_RECORD_STATUS];

export function recordStatusOf(state: JobSeekState): JobSeekRecordStatus {
  return state === JOB_SEEK_STATES.processing || state === JOB_SEEK_STATES.valid
    ? JOB_SEEK_RECORD_STATUS.inProgress
    : JOB_SEEK_RECORD_STATUS.completed;
}

/** How a closed registration ended (staff choose one when closing). */
export const JOB_SEEK_RESULTS = {
  hiredThroughReferral: 1,
  foundJobOwn: 2,
  withdrawn: 3,
  unreachable: 4,
  other: 9,
} as const;
export type JobSeekResultId = (typeof JOB_SEEK_RESULTS)[keyof typeof JOB_SEEK_RESULTS];

/** The employment status (EMPLOYMENT_STATUS) that asks for the unemployed option, year and month. */
export const EMPLOYMENT_STATUS_UNEMPLOYED = 2;

/** Notification methods and types a seeker chooses (shown as labels; names in the options call). */
export const NOTIFICATION_METHODS = { sms: 1, email: 2, app: 3 } as const;
export const NOTIFICATION_TYPES = { referrals: 1, recommendations: 2, events: 3 } as const;
export const JOB_SEEK_TEXT_MAX = {
  latestJobTitle: 100,
  otherRegReason: 200,
  jobDetailRequest: 500,
  jobTitle: 100,
  /** Staff texts: a reason, a card remark, a detail remark (rich text). */
  reason: 500,
  cardRemark: 200,
  detailsRemark: 1000,
} as const;

export const JOB_SEEK_LIST_MAX = {
  locations: 12,
  jobTitles: 3,
  /** Vacancies one referral may name. */
  referral: 10,
} as const;

/** A salary amount in MOP: a natural number. */
export const SALARY_AMOUNT_MAX = 9_999_999;
