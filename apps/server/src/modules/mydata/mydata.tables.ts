import type { Generated } from 'kysely';

/**
 * One read of a seeker's personal data by staff or an employer ("who looked"). Written
 * in the request that served the data; the application never updates or deletes a row (only the
 * retention job deletes rows past the retention period).
 */
export interface DataAccessLogTable {
  id: Generated<number>;
  /** The seeker whose data was read. */
  seeker_account_id: number;
  viewer_account_id: number;
  /** 'staff' or 'employer' (ACCESS_VIEWER_KINDS). */
  viewer_kind: string;
  /** The employer an employer's account acted for; null for staff. */
  employer_id: number | null;
  /** What was read (ACCESS_RECORD_KINDS) and its id as the console's path names it. */
  record_kind: string;
  record_id: string;
  client_address: string;
  accessed_at: string;
}

export interface MyDataTables {
  data_access_log: DataAccessLogTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends MyDataTables {}
}
