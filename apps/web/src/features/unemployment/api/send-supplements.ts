import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UNEMPLOYMENT_ENDPOINTS as E, type UnemploymentSupplementsInput } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { unemploymentKeys } from './query-keys.ts';

/** POST v1/jobseeks/sd/supplements: answers the open request; the registration returns to review. */
export function sendSupplements(input: UnemploymentSupplementsInput): Promise<unknown> {
  return call(E.supplyUnemploymentDocuments, { body: input });
}

export function useSendSupplements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSupplements,
    onSettled: () => client.invalidateQueries({ queryKey: unemploymentKeys.all }),
  });
}
