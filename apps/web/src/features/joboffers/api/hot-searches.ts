import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HOT_SEARCH_ENDPOINTS as E,
  type HotKeyword,
  type HotKeywordVisibility,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

const hotSearchesKey = () => [...consoleKeys.all, 'hotSearches'] as const;

/** GET console/hot-searches: every counted keyword, with its clients and whether it is hidden. */
export function getHotKeywords(signal?: AbortSignal): Promise<HotKeyword[]> {
  return call(E.getHotSearches, {}, { signal });
}

export function useHotKeywords() {
  return useQuery({
    queryKey: hotSearchesKey(),
    queryFn: ({ signal }) => getHotKeywords(signal),
    staleTime: 0,
  });
}

/** PUT console/hot-searches: hides a keyword from the hot searches, or shows it again. */
export function setHotKeywordHidden(body: HotKeywordVisibility): Promise<unknown> {
  return call(E.setHotSearches, { body });
}

/** Hide or show one keyword; its failure shows the catalogue message, its success reloads. */
export function useSetHotKeywordHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHotKeywordHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotSearchesKey() }),
  });
}
