import type { Query } from '@tanstack/react-query';

/** First keys of the queries that belong to a session (everything but the public catalogues). */
const SESSION_QUERY_ROOTS = [
  'auth',
  'profile',
  'jobmatches',
  'favorites',
  'cvs',
  'jobseeks',
  'console',
];

export function isSessionQuery(key: readonly unknown[]): boolean {
  return SESSION_QUERY_ROOTS.includes(String(key[0]));
}

/** For `queryClient.removeQueries({ predicate })`: drops what an earlier session cached. */
export function sessionQueryPredicate(query: Query): boolean {
  return isSessionQuery(query.queryKey);
}
