/** Query keys of the cvs feature. */
export const cvKeys = {
  all: ['cvs'] as const,
  list: () => [...cvKeys.all, 'list'] as const,
};
