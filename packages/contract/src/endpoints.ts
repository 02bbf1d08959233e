import { AUTH_ENDPOINTS } from './auth.ts';
import { HOT_SEARCH_ENDPOINTS } from './console-hot-searches.ts';
import { CONSOLE_JOBOFFER_ENDPOINTS } from './console-joboffers.ts';
import { CONSOLE_ENDPOINTS } from './console.ts';
import { CV_ENDPOINTS } from './cvs.endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { CONSOLE_EVENT_ENDPOINTS } from './events-console.endpoints.ts';
import { EVENT_ENDPOINTS } from './events.endpoints.ts';
import { FAVORITE_ENDPOINTS } from './favorites.ts';
import { CONSOLE_JOBMATCH_ENDPOINTS } from './jobmatches-console.ts';
import { JOBMATCH_ENDPOINTS } from './jobmatches.endpoints.ts';
import { POSTING_ENDPOINTS } from './joboffer-postings.endpoints.ts';
import { CONSOLE_REPORT_ENDPOINTS, JOBOFFER_REPORT_ENDPOINTS } from './joboffer-reports.ts';
import { JOBOFFER_SEARCH_ENDPOINTS } from './joboffer-search.ts';
import { SUGGESTION_ENDPOINTS } from './joboffer-suggestions.ts';
import { JOBOFFER_CATALOG_ENDPOINTS } from './joboffers.ts';
import { CONSOLE_JOBSEEK_ENDPOINTS } from './jobseeks-console.ts';
import { JOBSEEK_ENDPOINTS } from './jobseeks.endpoints.ts';
import { CONSOLE_MYDATA_ENDPOINTS, MYDATA_ENDPOINTS } from './mydata.ts';
import { CONSOLE_DELIVERY_ENDPOINTS, NOTIFICATION_ENDPOINTS } from './notifications.endpoints.ts';
import { CONTACT_EMAIL_ENDPOINTS } from './notifications-contact.endpoints.ts';
import { PROFILE_ENDPOINTS } from './profile.endpoints.ts';
import { RECOMMENDATION_ENDPOINTS } from './recommendations.ts';
import { REFERENCE_ENDPOINTS } from './references.ts';
import { SAVED_SEARCH_ENDPOINTS } from './savedsearches.ts';
import { SERVICE_HOME_ENDPOINTS } from './servicehome.ts';
import { STATISTICS_ENDPOINTS } from './statistics.ts';
import { CONSOLE_UNEMPLOYMENT_ENDPOINTS } from './unemployment-console.ts';
import { UNEMPLOYMENT_ENDPOINTS } from './unemployment.endpoints.ts';

/** Every domain's endpoints: the API as the server serves it and the web calls it. */
export const ENDPOINT_GROUPS = {
  auth: AUTH_ENDPOINTS,
  references: REFERENCE_ENDPOINTS,
  serviceHome: SERVICE_HOME_ENDPOINTS,
  jobOfferCatalog: JOBOFFER_CATALOG_ENDPOINTS,
  jobOfferSearch: JOBOFFER_SEARCH_ENDPOINTS,
  jobOfferSuggestions: SUGGESTION_ENDPOINTS,
  recommendations: RECOMMENDATION_ENDPOINTS,
  favorites: FAVORITE_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  cvs: CV_ENDPOINTS,
  jobSeeks: JOBSEEK_ENDPOINTS,
  unemployment: UNEMPLOYMENT_ENDPOINTS,
  jobMatches: JOBMATCH_ENDPOINTS,
  events: EVENT_ENDPOINTS,
  jobOfferReports: JOBOFFER_REPORT_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  contactEmail: CONTACT_EMAIL_ENDPOINTS,
  savedSearches: SAVED_SEARCH_ENDPOINTS,
  myData: MYDATA_ENDPOINTS,
  console: CONSOLE_ENDPOINTS,
  hotSearches: HOT_SEARCH_ENDPOINTS,
  consoleJobMatches: CONSOLE_JOBMATCH_ENDPOINTS,
  consoleJobOffers: CONSOLE_JOBOFFER_ENDPOINTS,
  consoleJobSeeks: CONSOLE_JOBSEEK_ENDPOINTS,
  consoleUnemployment: CONSOLE_UNEMPLOYMENT_ENDPOINTS,
  consoleEvents: CONSOLE_EVENT_ENDPOINTS,
  postings: POSTING_ENDPOINTS,
  consoleReports: CONSOLE_REPORT_ENDPOINTS,
  consoleDeliveries: CONSOLE_DELIVERY_ENDPOINTS,
  statistics: STATISTICS_ENDPOINTS,
  consoleMyData: CONSOLE_MYDATA_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the API, once. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): Endpoint[] => Object.values(group),
);
