import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  CONSOLE_UNEMPLOYMENT_PATHS,
  type RefuseUnemployment,
  type RequestUnemploymentSupplement,
} from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

const post = (path: string, id: string, body: unknown): Promise<unknown> =>
  request(buildPath(path, { id }), { method: 'POST', body });

/** POST console/unemployment/{id}/approve: under review → approved. */
export const approveUnemployment = (id: string) =>
  post(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentApprove, id, {});

/** POST console/unemployment/{id}/refuse: under review → refused, with the reason. */
export const refuseUnemployment = (id: string, body: RefuseUnemployment) =>
  post(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentRefuse, id, body);

/** POST console/unemployment/{id}/supplements: under review → documents requested. */
export const requestUnemploymentSupplement = (id: string, body: RequestUnemploymentSupplement) =>
  post(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentSupplement, id, body);

/**
 * One action on a registration. Its failure shows the catalogue message (the request's toast);
 * its success loads the registration again, and the queue is read afresh.
 */
function useUnemploymentAction<T>(id: string, action: (id: string, body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => action(id, body),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: [...consoleKeys.unemployments(), 'list'] });
      await queryClient.invalidateQueries({ queryKey: consoleKeys.unemployment(id) });
    },
  });
}

export const useApproveUnemployment = (id: string) =>
  useUnemploymentAction<void>(id, (target) => approveUnemployment(target));
export const useRefuseUnemployment = (id: string) => useUnemploymentAction(id, refuseUnemployment);
export const useRequestUnemploymentSupplement = (id: string) =>
  useUnemploymentAction(id, requestUnemploymentSupplement);
