import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the job-seeking records. */
export const recordKeys = sessionKeys('records', {
  all: ['records'] as const,
  list: (status: number) => [...recordKeys.all, 'list', status] as const,
  detail: (id: string) => [...recordKeys.all, 'detail', id] as const,
});
