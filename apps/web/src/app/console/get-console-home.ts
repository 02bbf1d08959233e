import { useQuery } from '@tanstack/react-query';
import { PATHS, type EmployerHome, type StaffHome } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** GET console/home/staff: each staff queue, its count and its oldest item's age. */
export function useStaffHome() {
  return useQuery({
    queryKey: consoleKeys.home('staff'),
    queryFn: ({ signal }) => request<StaffHome>(PATHS.consoleStaffHome, { signal, quiet: true }),
  });
}

/** GET console/home/employer: the employer's vacancies by status, its waiting requests. */
export function useEmployerHome() {
  return useQuery({
    queryKey: consoleKeys.home('employer'),
    queryFn: ({ signal }) =>
      request<EmployerHome>(PATHS.consoleEmployerHome, { signal, quiet: true }),
  });
}
