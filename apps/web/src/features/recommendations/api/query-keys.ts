import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the vacancies recommended to the logged-in seeker. */
export const recommendationKeys = sessionKeys('recommendations', {
  all: ['recommendations'] as const,
  list: () => [...recommendationKeys.all, 'list'] as const,
});
