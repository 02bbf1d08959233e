import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_REPORT_ENDPOINTS, POSTING_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { callConsoleAction as post, endpointResource } from '@/shared/console/console-queries.ts';

/**
 * GET console/posting-reviews: postings waiting for review, oldest submission first;
 * GET console/postings/{id}: the posting, the published version beside a revision, the history.
 */
export const { usePage: useVacancyReviews, useRecord: useVacancyReview } = endpointResource(
  consoleKeys.vacancyReviewList,
  E.consolePostingReviews,
  consoleKeys.vacancyReview,
  E.getPosting,
);

/** POST console/postings/{id}/approve: publishes the posting (or its revision). */
export const approvePosting = (id: string) => post(E.consolePostingApprove, id);

/** POST console/postings/{id}/return: back to the employer with the reason they read. */
export const returnPosting = (id: string, reason: string) =>
  post(E.consolePostingReturn, id, { reason });

/** POST console/joboffers/{id}/remove: a published vacancy leaves the service, with the reason. */
export const removeJobOffer = (jobOfferId: number, reason: string) =>
  post(CONSOLE_REPORT_ENDPOINTS.consoleJobOfferRemove, jobOfferId, { reason });

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
