import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the person's own data (what Vaga holds, who looked). */
export const myDataKeys = sessionKeys('mydata', {
  all: ['mydata'] as const,
  summary: () => [...myDataKeys.all, 'summary'] as const,
  accessLog: () => [...myDataKeys.all, 'access-log'] as const,
  openItems: () => [...myDataKeys.all, 'open-items'] as const,
});
