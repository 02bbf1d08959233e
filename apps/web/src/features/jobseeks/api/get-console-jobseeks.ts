import { CONSOLE_JOBSEEK_ENDPOINTS as E } from '@vaga/contract';
import { consoleKeys } from '@/shared/console/console-keys.ts';
import { endpointResource } from '@/shared/console/console-queries.ts';

/**
 * GET console/jobseeks: registrations in one state, oldest first; GET console/jobseeks/{id}: one
 * registration with its history and its referrals.
 */
export const { usePage: useConsoleJobSeeks, useRecord: useConsoleJobSeek } = endpointResource(
  consoleKeys.jobSeekList,
  E.consoleJobSeeks,
  consoleKeys.jobSeek,
  E.consoleJobSeek,
);
