import { endpoints } from './endpoint.ts';
import {
  JobAssistanceInputSchema,
  JobAssistanceOptionsSchema,
  JobAssistanceSavedSchema,
  JobAssistanceSchema,
  MinimumSalaryCheckSchema,
  MinimumSalaryResultSchema,
} from './jobseeks.ts';
import {
  JobSeekListQuerySchema,
  JobSeekParamsSchema,
  JobSeekRecordDetailSchema,
  JobSeekRecordPageSchema,
} from './jobseeks-records.ts';
import { PATHS } from './paths.ts';

/** The registration is the residents' (spec §6), as are its records. */
const resident = 'resident' as const;

/** A seeker's job-seeking registration, its records and the minimum-salary check. */
export const JOBSEEK_ENDPOINTS = endpoints('jobseeks', {
  jobAssistanceOptions: {
    method: 'GET',
    path: PATHS.jobAssistanceOptions,
    access: resident,
    operationId: 'getJobAssistanceOptions',
    summary: 'The options of the job-seeking registration form',
    response: JobAssistanceOptionsSchema,
  },
  getJobAssistance: {
    method: 'GET',
    path: PATHS.jobAssistance,
    access: resident,
    operationId: 'getJobAssistance',
    summary: 'My job-seeking registration',
    response: JobAssistanceSchema,
    errors: ['NOT_FOUND'],
  },
  registerJobAssistance: {
    method: 'POST',
    path: PATHS.jobAssistance,
    access: resident,
    operationId: 'registerJobAssistance',
    summary: 'Register for job-seeking assistance',
    body: JobAssistanceInputSchema,
    response: JobAssistanceSavedSchema,
    errors: [
      'BE_EXIST_VALID_JOBSEEK_SERVICE',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SALARY_BELOW_MINIMUM',
      'BE_SEEKER_AGE_MUST_GE_16',
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
    ],
  },
  updateJobAssistance: {
    method: 'PUT',
    path: PATHS.jobAssistance,
    access: resident,
    operationId: 'updateJobAssistance',
    summary: 'Update my job-seeking registration',
    body: JobAssistanceInputSchema,
    response: JobAssistanceSavedSchema,
    errors: [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_JOBSEEK_UNDER_REVIEW',
      'BE_NO_VALID_JOBSEEK_SERVICE',
      'BE_REFERENCE_OPTION_INACTIVE',
      'BE_SALARY_BELOW_MINIMUM',
      'BE_SEEKER_AGE_MUST_GE_16',
    ],
  },
  jobseeks: {
    method: 'GET',
    path: PATHS.jobseeks,
    access: resident,
    operationId: 'listJobSeeks',
    summary: 'My job-seeking records',
    query: JobSeekListQuerySchema,
    response: JobSeekRecordPageSchema,
  },
  jobseek: {
    method: 'GET',
    path: PATHS.jobseek,
    access: resident,
    operationId: 'getJobSeek',
    summary: 'A job-seeking record',
    params: JobSeekParamsSchema,
    response: JobSeekRecordDetailSchema,
    errors: ['NOT_FOUND'],
  },
  minimumSalary: {
    method: 'POST',
    path: PATHS.minimumSalary,
    access: resident,
    operationId: 'checkMinimumSalary',
    summary: 'Check an expected salary against the minimum wage',
    body: MinimumSalaryCheckSchema,
    response: MinimumSalaryResultSchema,
    errors: ['BE_REFERENCE_OPTION_INACTIVE', 'BE_SALARY_BELOW_MINIMUM'],
  },
});
