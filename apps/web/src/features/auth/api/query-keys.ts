/** Query keys of the auth feature, one factory for all its queries. */
export const authKeys = {
  all: ['auth'] as const,
  /** The single account's profile, set by the login flow (spec §4 "load profile"). */
  account: () => [...authKeys.all, 'account'] as const,
  /** Whether the resident has a job-seeking profile (GET v1/profile: 404 means none). */
  hasProfile: () => [...authKeys.all, 'hasProfile'] as const,
  /** Interview statistics the login flow loads for a resident. */
  pendingStatistics: () => ['jobmatches', 'statistics', 'pending'] as const,
  /**
   * Reference options (GET v1/references) in a language: the same cache entry the profile
   * feature's forms read, so the login flow's load serves them.
   */
  references: (language: string) => ['profile', 'references', language] as const,
};
