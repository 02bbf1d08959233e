import { useQuery } from '@tanstack/react-query';
import { CONSOLE_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** GET console/home/staff: each staff queue, its count and its oldest item's age. */
export function useStaffHome() {
  return useQuery({
    queryKey: consoleKeys.home('staff'),
    queryFn: ({ signal }) => call(E.consoleStaffHome, {}, { signal, quiet: true }),
  });
}

/** GET console/home/employer: the employer's vacancies by status, its waiting requests. */
export function useEmployerHome() {
  return useQuery({
    queryKey: consoleKeys.home('employer'),
    queryFn: ({ signal }) => call(E.consoleEmployerHome, {}, { signal, quiet: true }),
  });
}
