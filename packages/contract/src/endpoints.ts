import { AUTH_ENDPOINTS } from './auth.ts';
import { CONSOLE_ENDPOINTS } from './console.ts';
import { HOT_SEARCH_ENDPOINTS } from './console-hot-searches.ts';
import type { Endpoint } from './endpoint.ts';
import { JOBOFFER_SEARCH_ENDPOINTS } from './joboffer-search.ts';
import { SUGGESTION_ENDPOINTS } from './joboffer-suggestions.ts';
import { JOBOFFER_CATALOG_ENDPOINTS } from './joboffers.ts';
import { CONSOLE_JOBSEEK_ENDPOINTS } from './jobseeks-console.ts';
import { RECOMMENDATION_ENDPOINTS } from './recommendations.ts';
import { REFERENCE_ENDPOINTS } from './references.ts';
import { SERVICE_HOME_ENDPOINTS } from './servicehome.ts';

/** Every domain's endpoints: the API as the server serves it and the web calls it. */
export const ENDPOINT_GROUPS = {
  consoleJobSeeks: CONSOLE_JOBSEEK_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  references: REFERENCE_ENDPOINTS,
  jobOfferCatalog: JOBOFFER_CATALOG_ENDPOINTS,
  jobOfferSearch: JOBOFFER_SEARCH_ENDPOINTS,
  jobOfferSuggestions: SUGGESTION_ENDPOINTS,
  serviceHome: SERVICE_HOME_ENDPOINTS,
  recommendations: RECOMMENDATION_ENDPOINTS,
  console: CONSOLE_ENDPOINTS,
  hotSearches: HOT_SEARCH_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the API, once. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): Endpoint[] => Object.values(group),
);
