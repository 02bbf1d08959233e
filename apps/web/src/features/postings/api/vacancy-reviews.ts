import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POSTING_PATHS, type PostingDetail, type PostingReview } from '@vaga/contract';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { consoleResource, postConsoleAction as post } from '@/shared/api/console-queries.ts';

/** The review queue's page. */
export type VacancyReviewListFilter = { page: number; size: number };

/**
 * GET console/posting-reviews: postings waiting for review, oldest submission first;
 * GET console/postings/{id}: the posting, the published version beside a revision, the history.
 */
export const { usePage: useVacancyReviews, useRecord: useVacancyReview } = consoleResource<
  PostingReview,
  PostingDetail,
  VacancyReviewListFilter
>(
  consoleKeys.vacancyReviewList,
  POSTING_PATHS.consolePostingReviews,
  consoleKeys.vacancyReview,
  POSTING_PATHS.consolePosting,
);

/** POST console/postings/{id}/approve: publishes the posting (or its revision). */
export const approvePosting = (id: string) => post(POSTING_PATHS.consolePostingApprove, id, {});

/** POST console/postings/{id}/return: back to the employer with the reason they read. */
export const returnPosting = (id: string, reason: string) =>
  post(POSTING_PATHS.consolePostingReturn, id, { reason });

/** POST console/joboffers/{id}/remove: a published vacancy leaves the service, with the reason. */
export const removeJobOffer = (jobOfferId: number, reason: string) =>
  post(POSTING_PATHS.consoleJobOfferRemove, jobOfferId, { reason });

/**
 * A staff decision on a vacancy. Its failure shows the catalogue message (the request's toast);
 * its success makes the review queue, the reports and the posting be read afresh.
 */
export function useVacancyDecision<T>(action: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.vacancyReviews() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.vacancyReports() }),
      ]);
    },
  });
}
