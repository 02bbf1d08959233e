import {
  CONSOLE_JOBSEEK_PATHS,
  type ConsoleJobSeekCard,
  type ConsoleJobSeekDetail,
} from '@vaga/contract';
import { consoleKeys } from '@/shared/api/console-keys.ts';
import { useConsolePage, useConsoleRecord } from '@/shared/api/console-queries.ts';

/** The queue's filter: one state (processing by default), and the page. */
export type JobSeekListFilter = {
  state: number;
  page: number;
  size: number;
};

/** GET console/jobseeks: registrations in one state, oldest first. */
export const useConsoleJobSeeks = (query: JobSeekListFilter) =>
  useConsolePage<ConsoleJobSeekCard>(
    consoleKeys.jobSeekList(query),
    CONSOLE_JOBSEEK_PATHS.consoleJobSeeks,
    query,
  );

/** GET console/jobseeks/{id}: one registration with its history and its referrals. */
export const useConsoleJobSeek = (id: string) =>
  useConsoleRecord<ConsoleJobSeekDetail>(
    consoleKeys.jobSeek(id),
    CONSOLE_JOBSEEK_PATHS.consoleJobSeek,
    id,
  );
