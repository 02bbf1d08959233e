import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the profile feature, one factory for all its queries. */
export const profileKeys = sessionKeys('profile', {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'v1'] as const,
  status: () => [...profileKeys.all, 'status'] as const,
});
