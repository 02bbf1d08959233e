import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the unemployment registration. */
export const unemploymentKeys = sessionKeys('unemployment', {
  all: ['unemployment'] as const,
  current: () => [...unemploymentKeys.all, 'current'] as const,
});
