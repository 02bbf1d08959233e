import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath, PATHS, type FailedDelivery, type Page } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

const deliveriesKey = [...consoleKeys.all, 'failedDeliveries'] as const;

/** GET console/deliveries/failed: deliveries kept as failed, newest first. */
export function useFailedDeliveries(query: { page: number; size: number }) {
  return useQuery({
    queryKey: [...deliveriesKey, query],
    queryFn: ({ signal }) =>
      request<Page<FailedDelivery>>(PATHS.consoleFailedDeliveries, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST console/deliveries/{id}/retry: tries the delivery again; the list and home refresh. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request(buildPath(PATHS.consoleDeliveryRetry, { id }), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.home('staff') }),
      ]),
  });
}
