import {
  CONSOLE_UNEMPLOYMENT_ENDPOINTS as E,
  type RefuseUnemployment,
  type RequestUnemploymentSupplement,
} from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { callConsoleAction as post, useConsoleAction } from '@/shared/console/console-queries.ts';

/** POST console/unemployment/{id}/approve: under review → approved. */
export const approveUnemployment = (id: string) => post(E.consoleUnemploymentApprove, id, {});

/** POST console/unemployment/{id}/refuse: under review → refused, with the reason. */
export const refuseUnemployment = (id: string, body: RefuseUnemployment) =>
  post(E.consoleUnemploymentRefuse, id, body);

/** POST console/unemployment/{id}/supplements: under review → documents requested. */
export const requestUnemploymentSupplement = (id: string, body: RequestUnemploymentSupplement) =>
  post(E.consoleUnemploymentSupplement, id, body);

/** One action on a registration: the registration and the queue are read afresh. */
const useUnemploymentAction = <T>(id: string, action: (id: string, body: T) => Promise<unknown>) =>
  useConsoleAction(id, action, [
    [...consoleKeys.unemployments(), 'list'],
    consoleKeys.unemployment(id),
  ]);

export const useApproveUnemployment = (id: string) =>
  useUnemploymentAction<void>(id, (target) => approveUnemployment(target));
export const useRefuseUnemployment = (id: string) => useUnemploymentAction(id, refuseUnemployment);
export const useRequestUnemploymentSupplement = (id: string) =>
  useUnemploymentAction(id, requestUnemploymentSupplement);
