import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the job-seeking registration. */
export const jobSeekKeys = sessionKeys('jobassistance', {
  all: ['jobassistance'] as const,
  current: () => [...jobSeekKeys.all, 'current'] as const,
  options: () => [...jobSeekKeys.all, 'options'] as const,
});
