import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SAVED_SEARCH_ENDPOINTS as E,
  type SavedSearch,
  type SavedSearchInput,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { notificationKeys } from './query-keys.ts';

/** GET v1/savedsearches: the resident's job alerts, the oldest first. */
export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return call(E.listSavedSearches, {}, { signal, quiet: true });
}

/** POST v1/savedsearches (at most 10: BE_SAVED_SEARCH_EXCEED_MAX). Failures are the caller's. */
export function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  return call(E.createSavedSearch, { body: input }, { quiet: true });
}

/** PUT v1/savedsearches/{id}: replaces name, filters, mode and pause. Failures are the caller's. */
export function updateSavedSearch(id: number, input: SavedSearchInput): Promise<SavedSearch> {
  return call(E.updateSavedSearch, { params: { id }, body: input }, { quiet: true });
}

/** DELETE v1/savedsearches/{id}. Failures are the caller's. */
export function deleteSavedSearch(id: number) {
  return call(E.deleteSavedSearch, { params: { id } }, { quiet: true });
}

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.savedSearches(),
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled,
  });
}

/** The input of a saved search as it stands (to change one of its parts). */
export function inputOf(search: SavedSearch): SavedSearchInput {
  return {
    name: search.name,
    filters: search.filters as SavedSearchInput['filters'],
    mode: search.mode,
    paused: search.paused,
  };
}

/** Creates, changes or deletes a job alert; the list is asked again afterwards. */
export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { create: SavedSearchInput } | { id: number; input: SavedSearchInput } | { delete: number },
    ): Promise<SavedSearch | null> => {
      if ('create' in change) return createSavedSearch(change.create);
      if ('delete' in change) return deleteSavedSearch(change.delete).then(() => null);
      return updateSavedSearch(change.id, change.input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.savedSearches() }),
  });
}
