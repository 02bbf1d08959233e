import type { Endpoint } from './endpoint.ts';
import { CV_ENDPOINTS } from './cvs.ts';
import { JOBSEEK_ENDPOINTS } from './jobseeks.endpoints.ts';
import { CONSOLE_JOBSEEK_ENDPOINTS } from './jobseeks-console.ts';
import { PROFILE_ENDPOINTS } from './profile.endpoints.ts';
import { UNEMPLOYMENT_ENDPOINTS } from './unemployment.endpoints.ts';
import { CONSOLE_UNEMPLOYMENT_ENDPOINTS } from './unemployment-console.ts';

/** Every domain's endpoints: the API as the server serves it and the web calls it. */
export const ENDPOINT_GROUPS = {
  consoleJobSeeks: CONSOLE_JOBSEEK_ENDPOINTS,
  profile: PROFILE_ENDPOINTS,
  cvs: CV_ENDPOINTS,
  jobSeeks: JOBSEEK_ENDPOINTS,
  unemployment: UNEMPLOYMENT_ENDPOINTS,
  consoleUnemployment: CONSOLE_UNEMPLOYMENT_ENDPOINTS,
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the API, once. */
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): Endpoint[] => Object.values(group),
);
