import type { AppConfig } from './config.ts';
import type { DB, Dialect } from './db/database.ts';
import type { Clock } from './platform/clock.ts';

/** What every service may be built from. */
export interface ServiceDeps {
  db: DB;
  dialect: Dialect;
  clock: Clock;
  config: AppConfig;
}

/**
 * The services of every module, built once per app. A module calls another module through
 * this container (its service), never through the other module's repository.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

export function createServices(_deps: ServiceDeps): Services {
  return {};
}
