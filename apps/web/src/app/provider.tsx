import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { appQueryClient } from './query-client.ts';

/**
 * App-wide providers: server-state cache (the app's, or on the server the render's own) and the
 * loading fallback of lazy texts.
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? appQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<div className="vaga-page-loading" aria-busy="true" />}>
        {children}
      </Suspense>
    </QueryClientProvider>
  );
}
