import type { PostingStatus } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the employer's vacancies (under the console's keys, dropped with the session). */
export const postingKeys = sessionKeys('console', {
  all: () => [...consoleKeys.all, 'postings'] as const,
  lists: () => [...postingKeys.all(), 'list'] as const,
  list: (status: PostingStatus | null, page: number) =>
    [...postingKeys.lists(), status ?? 'ALL', page] as const,
  detail: (id: string) => [...postingKeys.all(), 'detail', id] as const,
  /** The job classes the form offers, in a language. */
  catalog: (language: string) => [...consoleKeys.all, 'postingCatalog', language] as const,
});
