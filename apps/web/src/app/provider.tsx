import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './query-client.ts';

/** App-wide providers: server-state cache and the loading fallback of lazy texts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(appQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<div className="vaga-page-loading" aria-busy="true" />}>
        {children}
      </Suspense>
    </QueryClientProvider>
  );
}
