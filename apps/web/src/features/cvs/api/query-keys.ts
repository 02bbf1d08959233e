import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the cvs feature. */
export const cvKeys = sessionKeys('cvs', {
  all: ['cvs'] as const,
  list: () => [...cvKeys.all, 'list'] as const,
});
