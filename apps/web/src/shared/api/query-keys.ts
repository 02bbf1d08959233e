import type { Query } from '@tanstack/react-query';
import { keyScope, queryKeys } from './key-scope.ts';

/** Query keys of the data several features read; each feature keeps its own keys for the rest. */
export const sharedKeys = queryKeys(
  { session: 'session', references: 'public', jobmatches: 'session' },
  {
    /** The single account's profile (spec §4 "load profile"): belongs to the session. */
    account: () => ['session', 'account'] as const,
    /** Reference options (GET v1/references) in a language: a public catalogue. */
    references: (language: string) => ['references', language] as const,
    /** Interview statistics (badges): under the interviews' root, refreshed with them. */
    pendingStatistics: () => ['jobmatches', 'statistics', 'pending'] as const,
  },
);

/** Whether a key's data belongs to a session, as its key factory declared (key-scope.ts). */
export function isSessionQuery(key: readonly unknown[]): boolean {
  return keyScope(key) === 'session';
}

/** For `queryClient.removeQueries({ predicate })`: drops what an earlier session cached. */
export function sessionQueryPredicate(query: Query): boolean {
  return isSessionQuery(query.queryKey);
}
