import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  POSTING_ENDPOINTS as E,
  type Page,
  type PostingDetail,
  type PostingInput,
  type PostingStatus,
  type PostingSummary,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { postingKeys } from './posting-query-keys.ts';

export const POSTING_PAGE_SIZE = 20;

/** GET console/postings: the employer's vacancies, newest change first, by status or all. */
export function getPostings(
  status: PostingStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<Page<PostingSummary>> {
  return call(
    E.listPostings,
    { query: { status: status ?? undefined, page, size: POSTING_PAGE_SIZE } },
    { signal },
  );
}

export function usePostings(status: PostingStatus | null, page: number) {
  return useQuery({
    queryKey: postingKeys.list(status, page),
    queryFn: ({ signal }) => getPostings(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET console/postings/{id}: the working copy, the listed version, the history. */
export function getPosting(id: string, signal?: AbortSignal): Promise<PostingDetail> {
  return call(E.getPosting, { params: { id } }, { signal });
}

export function usePosting(id: string, enabled = true) {
  return useQuery({
    queryKey: postingKeys.detail(id),
    queryFn: ({ signal }) => getPosting(id, signal),
    staleTime: 0,
    enabled,
  });
}

/**
 * POST console/postings: a new vacancy, saved as a draft or submitted. Quiet: the form shows a
 * refused field next to it, any other refusal as the catalogue's toast.
 */
export function createPosting(body: PostingInput): Promise<PostingDetail> {
  return call(E.createPosting, { body }, { quiet: true });
}

/** PUT console/postings/{id}: replaces its fields (a published one gets a revision). Quiet too. */
export function updatePosting(id: string, body: PostingInput): Promise<PostingDetail> {
  return call(E.updatePosting, { params: { id }, body }, { quiet: true });
}

/** POST console/postings/{id}/withdraw: gone from lists and search at once. */
export const withdrawPosting = (id: string) => call(E.consolePostingWithdraw, { params: { id } });

/** POST console/postings/{id}/renew: a new four-month validity. */
export const renewPosting = (id: string) => call(E.consolePostingRenew, { params: { id } });

/** After any change: the lists and the vacancy are read afresh. */
function useRefreshAfter<T>(id: string | null, change: (arg: T) => Promise<PostingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (posting) => {
      void queryClient.invalidateQueries({ queryKey: postingKeys.lists() });
      const key = postingKeys.detail(id ?? String(posting.id));
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useCreatePosting = () => useRefreshAfter(null, createPosting);
export const useUpdatePosting = (id: string) =>
  useRefreshAfter(id, (body: PostingInput) => updatePosting(id, body));
export const useWithdrawPosting = (id: string) => useRefreshAfter(id, () => withdrawPosting(id));
export const useRenewPosting = (id: string) => useRefreshAfter(id, () => renewPosting(id));
