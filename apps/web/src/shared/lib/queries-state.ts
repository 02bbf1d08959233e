/** What LoadState needs of a query: whether it failed, why, and how to read it again. */
interface ReadQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The state of the queries a page reads together, for LoadState: the first failure (null while
 * none failed), and a retry that reads again only the ones that failed.
 */
export function queriesState(queries: ReadQuery[]): { error: unknown; onRetry: () => void } {
  const failed = queries.filter((query) => query.isError);
  return {
    error: failed[0]?.error ?? null,
    onRetry: () => failed.forEach((query) => void query.refetch()),
  };
}
