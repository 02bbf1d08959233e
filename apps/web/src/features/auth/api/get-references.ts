import { queryOptions } from '@tanstack/react-query';
import { PATHS, type References } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { authKeys } from './query-keys.ts';

/** GET v1/references: every reference type with its options, in the current language. */
export function getReferences(signal?: AbortSignal): Promise<References> {
  return request<References>(PATHS.references, { signal, quiet: true });
}

export function referencesQuery() {
  return queryOptions({
    queryKey: authKeys.references(currentApiLanguage()),
    queryFn: ({ signal }) => getReferences(signal),
    staleTime: 10 * 60_000,
  });
}
