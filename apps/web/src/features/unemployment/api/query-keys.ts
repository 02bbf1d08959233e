/** Query keys of the unemployment registration. */
export const unemploymentKeys = {
  all: ['unemployment'] as const,
  current: () => [...unemploymentKeys.all, 'current'] as const,
};
