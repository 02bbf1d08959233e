import type { QueryClient } from '@tanstack/react-query';
import { jobClassesQuery } from './get-job-classes.ts';
import { jobOfferSummaryQuery } from './get-job-offer-summary.ts';
import { bannersQuery, serviceHomeQuery } from './get-service-home.ts';

/**
 * Starts the requests of /service's first screen (statistics, banners, service menu, job classes)
 * while the page's code and texts are still on their way, instead of after its first render. The
 * page's queries then find them in the cache, fresh or in flight.
 */
export function prefetchServicePage(client: QueryClient): void {
  void client.prefetchQuery(jobOfferSummaryQuery());
  void client.prefetchQuery(bannersQuery());
  void client.prefetchQuery(serviceHomeQuery());
  void client.prefetchQuery(jobClassesQuery());
}
