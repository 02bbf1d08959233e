import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_DELIVERY_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

const deliveriesKey = [...consoleKeys.all, 'failedDeliveries'] as const;

/** GET console/deliveries/failed: deliveries kept as failed, newest first. */
export function useFailedDeliveries(query: { page: number; size: number }) {
  return useQuery({
    queryKey: [...deliveriesKey, query],
    queryFn: ({ signal }) => call(E.consoleFailedDeliveries, { query: { ...query } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST console/deliveries/{id}/retry: tries the delivery again; the list and home refresh. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(E.consoleDeliveryRetry, { params: { id } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.home('staff') }),
      ]),
  });
}
