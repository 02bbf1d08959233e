import type { Endpoint } from './endpoint.ts';
import { CONSOLE_JOBSEEK_ENDPOINTS } from './jobseeks-console.ts';
import { CONSOLE_JOBOFFER_ENDPOINTS } from './console-joboffers.ts';
import { JOBMATCH_ENDPOINTS } from './jobmatches.endpoints.ts';
import { CONSOLE_JOBMATCH_ENDPOINTS } from './jobmatches-console.ts';
import { POSTING_ENDPOINTS } from './joboffer-postings.endpoints.ts';
import { CONSOLE_REPORT_ENDPOINTS, JOBOFFER_REPORT_ENDPOINTS } from './joboffer-reports.ts';

/** Every domain's endpoints: the API as the server serves it and the web calls it. */
export const ENDPOINT_GROUPS = {
  consoleJobSeeks: CONSOLE_JOBSEEK_ENDPOINTS,
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
