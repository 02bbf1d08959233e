import type { Endpoint } from './endpoint.ts';
import { FAVORITE_ENDPOINTS } from './favorites.ts';
import { EVENT_ENDPOINTS } from './events.endpoints.ts';
import { CONSOLE_EVENT_ENDPOINTS } from './events-console.endpoints.ts';
import { CONSOLE_JOBSEEK_ENDPOINTS } from './jobseeks-console.ts';
import { CONSOLE_MYDATA_ENDPOINTS, MYDATA_ENDPOINTS } from './mydata.ts';
import { CONSOLE_DELIVERY_ENDPOINTS, NOTIFICATION_ENDPOINTS } from './notifications.endpoints.ts';
import { SAVED_SEARCH_ENDPOINTS } from './savedsearches.ts';
import { CV_ENDPOINTS } from './cvs.ts';
import { JOBSEEK_ENDPOINTS } from './jobseeks.endpoints.ts';
import { PROFILE_ENDPOINTS } from './profile.endpoints.ts';
import { UNEMPLOYMENT_ENDPOINTS } from './unemployment.endpoints.ts';
import { CONSOLE_UNEMPLOYMENT_ENDPOINTS } from './unemployment-console.ts';
import { CONSOLE_JOBOFFER_ENDPOINTS } from './console-joboffers.ts';
import { JOBMATCH_ENDPOINTS } from './jobmatches.endpoints.ts';
import { CONSOLE_JOBMATCH_ENDPOINTS } from './jobmatches-console.ts';
import { POSTING_ENDPOINTS } from './joboffer-postings.endpoints.ts';
import { CONSOLE_REPORT_ENDPOINTS, JOBOFFER_REPORT_ENDPOINTS } from './joboffer-reports.ts';

/** Every domain's endpoints: the API as the server serves it and the web calls it. */
export const ENDPOINT_GROUPS = {
  consoleJobSeeks: CONSOLE_JOBSEEK_ENDPOINTS,
  notifications: NOTIFICATION_ENDPOINTS,
  consoleDeliveries: CONSOLE_DELIVERY_ENDPOINTS,
  savedSearches: SAVED_SEARCH_ENDPOINTS,
  myData: MYDATA_ENDPOINTS,
  consoleMyData: CONSOLE_MYDATA_ENDPOINTS,
  favorites: FAVORITE_ENDPOINTS,
  events: EVENT_ENDPOINTS,
  consoleEvents: CONSOLE_EVENT_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  cvs: CV_ENDPOINTS,
  jobSeeks: JOBSEEK_ENDPOINTS,
  unemployment: UNEMPLOYMENT_ENDPOINTS,
  consoleUnemployment: CONSOLE_UNEMPLOYMENT_ENDPOINTS,
  jobMatches: JOBMATCH_ENDPOINTS,
  consoleJobMatches: CONSOLE_JOBMATCH_ENDPOINTS,
  consoleJobOffers: CONSOLE_JOBOFFER_ENDPOINTS,
  postings: POSTING_ENDPOINTS,
  jobOfferReports: JOBOFFER_REPORT_ENDPOINTS,
  consoleReports: CONSOLE_REPORT_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the API, once. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): Endpoint[] => Object.values(group),
);
