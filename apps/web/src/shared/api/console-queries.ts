import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type Page,
} from '@vaga/contract';
import { call, request, type Query } from '@/shared/lib/http.ts';

/**
 * One page of a console list (GET `path` with the filter as its query). Staff read it afresh on
 * each visit; while the next page or filter loads, the page shown stays.
 */
export function useConsolePage<T>(queryKey: QueryKey, path: string, query: Query) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => request<Page<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One thing the console shows (GET `path` with its `id`), read afresh on each visit. */
export function useConsoleRecord<T>(queryKey: QueryKey, path: string, id: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => request<T>(buildPath(path, { id }), { signal }),
    staleTime: 0,
  });
}

/** A staff queue's filter: one state, and the page. */
export type StateQueueFilter = { state: number; page: number; size: number };

/**
 * A console list and its records: `usePage` reads one page of it (GET `listPath`, keyed by
 * `listKey`), `useRecord` one of it (GET `recordPath` with its id, keyed by `recordKey`).
 */
export function consoleResource<Card, Detail, F extends Query = StateQueueFilter>(
  listKey: (filter: F) => QueryKey,
  listPath: string,
  recordKey: (id: string) => QueryKey,
  recordPath: string,
) {
  return {
    usePage: (filter: F) => useConsolePage<Card>(listKey(filter), listPath, filter),
    useRecord: (id: string) => useConsoleRecord<Detail>(recordKey(id), recordPath, id),
  };
}

/** POST `path` (its `{id}` filled) with the body: a staff action on one thing. */
export const postConsoleAction = (path: string, id: string | number, body: unknown) =>
  request<unknown>(buildPath(path, { id }), { method: 'POST', body });

/**
 * One staff action on one thing (`id`). Its failure shows the catalogue message (the request's
 * toast); its success has the queries under the `stale` keys (the thing, its lists) read afresh.
 */
export function useConsoleAction<T>(
  id: string,
  action: (id: string, body: T) => Promise<unknown>,
  stale: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => action(id, body),
    onSuccess: () =>
      Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** An endpoint that reads one page of a console list. */
type ListEndpoint = Endpoint & { method: 'GET' };
/** An endpoint that reads or changes one thing by its `id`. */
type RecordEndpoint = Endpoint & { params: unknown };

/**
 * One page of a console list (`endpoint` with the filter as its query). Staff read it afresh on
 * each visit; while the next page or filter loads, the page shown stays.
 */
export function useEndpointPage<E extends ListEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  query: EndpointInput<E>['query'],
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(endpoint as Endpoint, { query } as EndpointInput<Endpoint>, { signal }) as Promise<
        EndpointResponse<E>
      >,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One thing the console shows (`endpoint` with its `id`), read afresh on each visit. */
export function useEndpointRecord<E extends RecordEndpoint>(
  queryKey: QueryKey,
  endpoint: E,
  id: string,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      call(endpoint as Endpoint, { params: { id } } as EndpointInput<Endpoint>, {
        signal,
      }) as Promise<EndpointResponse<E>>,
    staleTime: 0,
  });
}

/**
 * A console list and its records: `usePage` reads one page of it (`list`, keyed by `listKey`),
 * `useRecord` one of it (`record` with its id, keyed by `recordKey`).
 */
export function endpointResource<L extends ListEndpoint, R extends RecordEndpoint>(
  listKey: (filter: NonNullable<EndpointInput<L>['query']>) => QueryKey,
  list: L,
  recordKey: (id: string) => QueryKey,
  record: R,
) {
  return {
    usePage: (filter: NonNullable<EndpointInput<L>['query']>) =>
      useEndpointPage(listKey(filter), list, filter),
    useRecord: (id: string) => useEndpointRecord(recordKey(id), record, id),
  };
}

/** `endpoint` (its `{id}` filled) with the body: a staff action on one thing. */
export const callConsoleAction = <E extends RecordEndpoint>(
  endpoint: E,
  id: string | number,
  body: EndpointInput<E>['body'],
) =>
  call(endpoint as Endpoint, { params: { id }, body } as EndpointInput<Endpoint>) as Promise<
    EndpointResponse<E>
  >;
