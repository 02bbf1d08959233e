import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  POSTING_PATHS,
  type Page,
  type PostingDetail,
  type PostingReview,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** The review queue's page. */
export interface VacancyReviewListFilter {
  page: number;
  size: number;
}

/** GET console/posting-reviews: postings waiting for review, oldest submission first. */
export function getVacancyReviews(
  query: VacancyReviewListFilter,
  signal?: AbortSignal,
): Promise<Page<PostingReview>> {
  return request<Page<PostingReview>>(POSTING_PATHS.consolePostingReviews, {
    query: { ...query },
    signal,
  });
}

export function useVacancyReviews(query: VacancyReviewListFilter) {
  return useQuery({
    queryKey: consoleKeys.vacancyReviewList(query),
    queryFn: ({ signal }) => getVacancyReviews(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/postings/{id}: the posting, the published version beside a revision, the history. */
export function getVacancyReview(id: string, signal?: AbortSignal): Promise<PostingDetail> {
  return request<PostingDetail>(buildPath(POSTING_PATHS.consolePosting, { id }), { signal });
}

export function useVacancyReview(id: string) {
  return useQuery({
    queryKey: consoleKeys.vacancyReview(id),
    queryFn: ({ signal }) => getVacancyReview(id, signal),
    staleTime: 0,
  });
}

const post = (path: string, id: string | number, body: unknown): Promise<unknown> =>
  request(buildPath(path, { id }), { method: 'POST', body });

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
