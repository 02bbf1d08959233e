/** Query keys of the console, one factory for all its queries (dropped when the session ends). */
export const consoleKeys = {
  all: ['console'] as const,
  me: () => [...consoleKeys.all, 'me'] as const,
};
