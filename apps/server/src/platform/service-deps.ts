import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DB, Dialect } from '../db/database.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Clock } from './clock.ts';
import type { FileStoreErrors } from './file-store.ts';
import type { Scheduler } from './scheduler.ts';

/** What every service may be built from. */
export interface ServiceDeps {
  db: DB;
  dialect: Dialect;
  /** SQLite on a file: its URL, for a worker thread's connection of its own (the job-alert writer). */
  sqliteFileUrl?: string;
  clock: Clock;
  config: AppConfig;
  /** Versions of cached data, shared by every instance (platform/change-feed.ts). */
  changes: ChangeFeed;
  /** The platform scheduler, for services that put jobs on it (absent in one-off scripts). */
  scheduler?: Scheduler;
  log?: FastifyBaseLogger;
  /** Told of every failure of the file store (counted in the metrics). */
  fileStoreErrors?: FileStoreErrors;
}
