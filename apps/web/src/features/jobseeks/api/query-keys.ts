/** Query keys of the job-seeking registration. */
export const jobSeekKeys = {
  all: ['jobassistance'] as const,
  current: () => [...jobSeekKeys.all, 'current'] as const,
  options: () => [...jobSeekKeys.all, 'options'] as const,
};
