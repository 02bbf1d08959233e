import { useQuery } from '@tanstack/react-query';
import { buildPath, PATHS, type ReferenceOption } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';

/** GET v1/references/EDUCATION: the education options of the search filter, active ones only. */
export async function getEducationOptions(signal?: AbortSignal): Promise<ReferenceOption[]> {
  const options = await request<ReferenceOption[]>(
    buildPath(PATHS.referencesByType, { type: 'EDUCATION' }),
    { signal },
  );
  return options.filter((option) => option.isActive !== 0);
}

/** The options, loaded when the filter panel first opens (`enabled`), not with the list. */
export function useEducationOptions(enabled: boolean) {
  return useQuery({
    queryKey: jobOfferKeys.educationOptions(),
    queryFn: ({ signal }) => getEducationOptions(signal),
    staleTime: Infinity,
    enabled,
  });
}
