/** A job of the platform scheduler (platform/scheduler.ts). */
export interface ScheduledJobTable {
  /** Unique: scheduling a key again changes nothing. */
  key: string;
  /** The handler that runs it. */
  name: string;
  /** Due at this instant (ISO-8601 UTC). */
  run_at: string;
  /** `pending` until done; `failed` once its attempts are spent. */
  state: 'pending' | 'done' | 'failed';
  /** 1 for a recurring job: after each run it is due again one interval later. */
  recurring: number;
  /** The claim of the instance running it, until `locked_until`. */
  locked_by: string | null;
  locked_until: string | null;
  attempts: number;
  last_error: string | null;
  /** JSON given to the handler. */
  payload: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface SchedulerTables {
  scheduled_job: ScheduledJobTable;
}

declare module '../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends SchedulerTables {}
}
