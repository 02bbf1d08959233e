import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the auth feature, one factory for all its queries. */
export const authKeys = sessionKeys('auth', {
  all: ['auth'] as const,
  /** Whether the resident has a job-seeking profile (GET v1/profile: 404 means none). */
  hasProfile: () => [...authKeys.all, 'hasProfile'] as const,
});
