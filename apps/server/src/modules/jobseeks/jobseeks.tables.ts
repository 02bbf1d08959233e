import type { Generated } from 'kysely';

/**
 * A job-seeking registration (contract jobseeks.ts states the states). `profile` is the
 * registration profile as validated (JSON text); `current` is 1 while processing or valid, else
 * null (one current registration per seeker: a unique index). Days are Macao `YYYY-MM-DD`.
 */
export interface JobSeekTable {
  id: Generated<number>;
  /** `JS` + Macao day of registration + `-` + the id on 6 digits. */
  ent_no: string;
  account_id: number;
  state: number;
  current: number | null;
  profile: string;
  valid_from: string | null;
  /** The last day it is valid. */
  valid_until: string | null;
  result_id: number | null;
  refuse_reason: string | null;
  card_remark: Generated<string>;
  details_remark: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** What happened to a registration, by whom and when. */
export interface JobSeekEventTable {
  id: Generated<number>;
  job_seek_id: number;
  /** 'registered' | 'updated' | 'approved' | 'refused' | 'referred' | 'closed' | 'expired'. */
  action: string;
  /** 'seeker' | 'staff' | 'system'. */
  actor: string;
  actor_account_id: number | null;
  detail: string | null;
  at: string;
}

export interface JobSeeksTables {
  job_seek: JobSeekTable;
  job_seek_event: JobSeekEventTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobSeeksTables {}
}
