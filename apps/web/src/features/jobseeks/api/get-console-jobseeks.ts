import { CONSOLE_JOBSEEK_PATHS as PATHS } from '@vaga/contract';
import type { ConsoleJobSeekCard, ConsoleJobSeekDetail } from '@vaga/contract';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { consoleResource } from '@/shared/api/console-queries.ts';

/**
 * GET console/jobseeks: registrations in one state, oldest first; GET console/jobseeks/{id}: one
 * registration with its history and its referrals.
 */
export const { usePage: useConsoleJobSeeks, useRecord: useConsoleJobSeek } = consoleResource<
  ConsoleJobSeekCard,
  ConsoleJobSeekDetail
>(consoleKeys.jobSeekList, PATHS.consoleJobSeeks, consoleKeys.jobSeek, PATHS.consoleJobSeek);
