import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATHS, type References } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { profileKeys } from './query-keys.ts';

/** GET v1/references: every reference type with its options, named in the request's language. */
export function getReferences(signal?: AbortSignal): Promise<References> {
  return request<References>(PATHS.references, { signal });
}

export function referencesQuery() {
  return queryOptions({
    queryKey: profileKeys.references(currentApiLanguage()),
    queryFn: ({ signal }) => getReferences(signal),
    staleTime: 10 * 60_000,
  });
}

export function useReferences() {
  return useQuery(referencesQuery());
}
