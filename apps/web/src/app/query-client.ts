import { QueryClient } from '@tanstack/react-query';

/**
 * Server state. Failures are already shown as toasts by the HTTP client, and lists offer their
 * own retry (spec §4), so queries do not retry by themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The app's one cache: the provider holds it, and route loaders start requests in it. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
