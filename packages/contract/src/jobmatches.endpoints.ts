import { NoContentSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import {
  ApplyJobRequestSchema,
  ApplyJobResponseSchema,
  JobMatchDetailSchema,
  JobMatchIdParamsSchema,
  JobMatchListQuerySchema,
  JobMatchPageSchema,
  PendingStatisticsSchema,
  ReplyEmployerRequestSchema,
  SurveyAnswerSchema,
  SurveySchema,
} from './jobmatches.ts';
import { PATHS } from './paths.ts';

/** Interviews are the residents' (spec §6: a non-resident sees the not-resident result). */
const resident = 'resident' as const;
const STATE = ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID'] as const;

/** A seeker's interview matches (spec §7 Interview matches). */
export const JOBMATCH_ENDPOINTS = endpoints('jobmatches', {
  jobmatchApplyJob: {
    method: 'POST',
    path: PATHS.jobmatchApplyJob,
    access: resident,
    operationId: 'applyJob',
    summary: 'Ask for an interview for a vacancy',
    body: ApplyJobRequestSchema,
    response: ApplyJobResponseSchema,
    errors: [
      'BE_PROFILE_NOT_FOUND',
      'BE_PROFILE_MUST_UPDATE',
      'BE_SEEKER_AGE_MUST_GE_16',
      'BE_JOBOFFER_INVALID',
      'BE_ALREADY_INTERVIEW',
      'BE_INTERVIEW_ALREADY_REQUESTED',
      'BE_INTERVIEW_INVITATION_REFUSED',
      'BE_INTERVIEW_REQUEST_DECLINED',
      'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
      'BE_CV_MUST_ATTACHED',
      'NOT_FOUND',
    ],
  },
  jobmatches: {
    method: 'GET',
    path: PATHS.jobmatches,
    access: resident,
    operationId: 'listJobMatches',
    summary: 'My interview matches',
    query: JobMatchListQuerySchema,
    response: JobMatchPageSchema,
  },
  /** A seeker (resident or not) may ask; someone without matches gets zeros. */
  jobmatchPendingStatistics: {
    method: 'GET',
    path: PATHS.jobmatchPendingStatistics,
    access: 'user',
    operationId: 'getPendingJobMatchStatistics',
    summary: 'Counts of my matches waiting for me',
    response: PendingStatisticsSchema,
  },
  jobmatch: {
    method: 'GET',
    path: PATHS.jobmatch,
    access: resident,
    operationId: 'getJobMatch',
    summary: 'An interview match',
    params: JobMatchIdParamsSchema,
    response: JobMatchDetailSchema,
    errors: ['NOT_FOUND'],
  },
  jobmatchReplyEmployer: {
    method: 'POST',
    path: PATHS.jobmatchReplyEmployer,
    access: resident,
    operationId: 'replyToEmployer',
    summary: 'Accept or decline an invitation',
    params: JobMatchIdParamsSchema,
    body: ReplyEmployerRequestSchema,
    response: NoContentSchema,
    status: 204,
    errors: ['NOT_FOUND', 'BE_JOBMATCH_STATE_INVALID', 'BE_JOBMATCH_REPLY_EXPIRED'],
  },
  getSurvey: {
    method: 'GET',
    path: PATHS.jobmatchSurvey,
    access: resident,
    operationId: 'getSurvey',
    summary: 'The survey after an interview',
    params: JobMatchIdParamsSchema,
    response: SurveySchema,
    errors: STATE,
  },
  /** A draft the seeker may change; submitsurvey makes the answer final. */
  saveSurvey: {
    method: 'POST',
    path: PATHS.jobmatchSurvey,
    access: resident,
    operationId: 'saveSurvey',
    summary: 'Answer the survey after an interview',
    params: JobMatchIdParamsSchema,
    body: SurveyAnswerSchema,
    response: SurveySchema,
    errors: STATE,
  },
  jobmatchSubmitSurvey: {
    method: 'POST',
    path: PATHS.jobmatchSubmitSurvey,
    access: resident,
    operationId: 'submitSurvey',
    summary: 'Answer the survey after an interview (submit form)',
    params: JobMatchIdParamsSchema,
    body: SurveyAnswerSchema,
    response: SurveySchema,
    errors: STATE,
  },
  jobmatchCalendar: {
    method: 'GET',
    path: PATHS.jobmatchCalendar,
    access: resident,
    operationId: 'getJobMatchCalendar',
    summary: 'An arranged interview as an iCalendar file',
    params: JobMatchIdParamsSchema,
    answers: 'file',
    errors: STATE,
  },
});
