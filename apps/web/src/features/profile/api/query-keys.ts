/** Query keys of the profile feature, one factory for all its queries. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => [...profileKeys.all, 'v1'] as const,
  status: () => [...profileKeys.all, 'status'] as const,
  account: () => [...profileKeys.all, 'account'] as const,
  references: (language: string) => [...profileKeys.all, 'references', language] as const,
};
