import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  REFERENCE_ENDPOINTS as E,
  type ReferenceOption,
  type References,
  type ReferenceType,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { sharedKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET v1/references: every reference type with its options, named in the request's language. */
export function getReferences(signal?: AbortSignal, quiet = false): Promise<References> {
  return call(E.references, {}, { signal, quiet });
}

/**
 * The one cache entry of the reference options: the login flow loads it (`quiet`: the flow shows
 * its own failure), the resume forms and the search filter read it.
 */
export function referencesQuery({ quiet = false }: { quiet?: boolean } = {}) {
  return queryOptions({
    queryKey: sharedKeys.references(currentApiLanguage()),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getReferences(signal, quiet),
    staleTime: 10 * 60_000,
  });
}

export function useReferences(enabled = true) {
  return useQuery({ ...referencesQuery(), enabled });
}

/** The active options of one type (a search filter offers no disabled option). */
export function useActiveOptions(type: ReferenceType, enabled = true) {
  return useQuery({
    ...referencesQuery(),
    enabled,
    select: (references: References): ReferenceOption[] =>
      (references[type] ?? []).filter((option) => option.isActive !== 0),
  });
}
