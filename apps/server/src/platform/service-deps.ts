import type { AppConfig } from '../config.ts';
import type { DB, Dialect } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** What every service may be built from. */
export interface ServiceDeps {
  db: DB;
  dialect: Dialect;
  clock: Clock;
  config: AppConfig;
}
