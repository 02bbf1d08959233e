import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResponse } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

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

/**
 * `endpoint` (its `{id}` filled) with the body: a staff action on one thing. An action whose
 * endpoint reads no body still sends an empty JSON object, as a POST with a JSON type must.
 */
export const callConsoleAction = <E extends RecordEndpoint>(
  endpoint: E,
  id: string | number,
  ...[body]: undefined extends EndpointInput<E>['body']
    ? [body?: EndpointInput<E>['body']]
    : [body: EndpointInput<E>['body']]
) =>
  call(
    endpoint as Endpoint,
    { params: { id }, body: body ?? {} } as EndpointInput<Endpoint>,
  ) as Promise<EndpointResponse<E>>;
