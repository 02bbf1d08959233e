import { PageQuerySchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import {
  POSTING_PATHS,
  PostingDetailSchema,
  PostingInputSchema,
  PostingListQuerySchema,
  PostingPageSchema,
  PostingParamsSchema,
  PostingReasonInputSchema,
  PostingReviewPageSchema,
} from './joboffer-postings.ts';

const P = POSTING_PATHS;
/** Employers only: seekers and staff answer FORBIDDEN_ROLE. */
const employer = 'employer' as const;
/** Staff only: seekers and employers answer FORBIDDEN_ROLE. */
const staff = 'staff' as const;
const STATE = ['NOT_FOUND', 'BE_POSTING_STATE_INVALID'] as const;
const VALUES = ['BE_REFERENCE_OPTION_INACTIVE', 'BE_VACANCY_SALARY_BELOW_MINIMUM'] as const;

/** Employers' postings (their own) and the staff review of them. */
export const POSTING_ENDPOINTS = endpoints('console', {
  listPostings: {
    method: 'GET',
    path: P.consolePostings,
    access: employer,
    operationId: 'listPostings',
    summary: 'My vacancies',
    query: PostingListQuerySchema,
    response: PostingPageSchema,
  },
  createPosting: {
    method: 'POST',
    path: P.consolePostings,
    access: employer,
    operationId: 'createPosting',
    summary: 'Post a vacancy for review',
    body: PostingInputSchema,
    response: PostingDetailSchema,
    errors: ['NOT_FOUND', ...VALUES],
  },
  /** An employer reads its own; staff read any. */
  getPosting: {
    method: 'GET',
    path: P.consolePosting,
    access: 'console',
    operationId: 'getPosting',
    summary: 'One of my vacancies',
    params: PostingParamsSchema,
    response: PostingDetailSchema,
    errors: ['NOT_FOUND'],
  },
  updatePosting: {
    method: 'PUT',
    path: P.consolePosting,
    access: employer,
    operationId: 'updatePosting',
    summary: 'Update one of my vacancies',
    params: PostingParamsSchema,
    body: PostingInputSchema,
    response: PostingDetailSchema,
    errors: [...STATE, ...VALUES],
  },
  consolePostingWithdraw: {
    method: 'POST',
    path: P.consolePostingWithdraw,
    access: employer,
    operationId: 'withdrawPosting',
    summary: 'Withdraw one of my vacancies',
    params: PostingParamsSchema,
    response: PostingDetailSchema,
    errors: STATE,
  },
  consolePostingRenew: {
    method: 'POST',
    path: P.consolePostingRenew,
    access: employer,
    operationId: 'renewPosting',
    summary: 'Renew one of my vacancies',
    params: PostingParamsSchema,
    response: PostingDetailSchema,
    errors: [...STATE, 'BE_POSTING_NOT_RENEWABLE'],
  },
  consolePostingReviews: {
    method: 'GET',
    path: P.consolePostingReviews,
    access: staff,
    operationId: 'listPostingReviews',
    summary: 'Vacancies waiting for review',
    query: PageQuerySchema,
    response: PostingReviewPageSchema,
  },
  consolePostingApprove: {
    method: 'POST',
    path: P.consolePostingApprove,
    access: staff,
    operationId: 'approvePosting',
    summary: 'Approve and publish a vacancy',
    params: PostingParamsSchema,
    response: PostingDetailSchema,
    errors: [...STATE, ...VALUES],
  },
  consolePostingReturn: {
    method: 'POST',
    path: P.consolePostingReturn,
    access: staff,
    operationId: 'returnPosting',
    summary: 'Return a vacancy to its employer for changes',
    params: PostingParamsSchema,
    body: PostingReasonInputSchema,
    response: PostingDetailSchema,
    errors: STATE,
  },
});
