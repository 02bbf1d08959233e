import type { Query } from '@tanstack/react-query';

/** Query keys of the data several features read; each feature keeps its own keys for the rest. */
export const sharedKeys = {
  /** The single account's profile (spec §4 "load profile"): belongs to the session. */
  account: () => ['session', 'account'] as const,
  /** Reference options (GET v1/references) in a language: a public catalogue. */
  references: (language: string) => ['references', language] as const,
  /** Interview statistics (badges): under the interviews' root, refreshed with them. */
  pendingStatistics: () => ['jobmatches', 'statistics', 'pending'] as const,
};

/** First keys of the queries that belong to a session (everything but the public catalogues). */
const SESSION_QUERY_ROOTS = [
  'session',
  'auth',
  'profile',
  'jobmatches',
  'favorites',
  'cvs',
  'jobseeks',
  'console',
  'recommendations',
  'mydata',
];

/** Vacancy answers that carry the seeker's fit (issue 32): the detail and the class lists. */
const FIT_QUERY_KINDS = ['detail', 'localvancancy'];

export function isSessionQuery(key: readonly unknown[]): boolean {
  if (key[0] === 'joboffers') return FIT_QUERY_KINDS.includes(String(key[1]));
  return SESSION_QUERY_ROOTS.includes(String(key[0]));
}

/** For `queryClient.removeQueries({ predicate })`: drops what an earlier session cached. */
export function sessionQueryPredicate(query: Query): boolean {
  return isSessionQuery(query.queryKey);
}
