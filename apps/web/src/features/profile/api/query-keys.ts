/** Query keys of the profile feature, one factory for all its queries. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'v1'] as const,
  status: () => [...profileKeys.all, 'status'] as const,
};
