import type { Generated } from 'kysely';

/**
 * An interview match (contract jobmatches.ts states the statuses and groups). `uid` is the
 * jobMatchUid the API names. Instants are ISO-8601 UTC text; `interview_at` is the instant of
 * the interview; dates `YYYY-MM-DD`.
 */
export interface JobMatchTable {
  id: Generated<number>;
  uid: string;
  /** Shown to people: `IV` + the Macao day + a sequence, e.g. IV20261122-000123. */
  interview_no: string;
  job_offer_id: number;
  employer_id: number;
  /** The seeker's account. */
  account_id: number;
  /** Who started it: 'seeker' (a booking), 'employer' (an invitation) or 'referral' (staff). */
  origin: string;
  /** The job-seeking registration a referral was made for; null otherwise. */
  job_seek_id: Generated<number | null>;
  status: number;
  expected_date_from: string | null;
  expected_date_to: string | null;
  expected_time_period: number | null;
  content: Generated<string>;
  /** The CV sent with a booking (the seeker's CV file uid), if any. */
  cv_uid: string | null;
  interview_at: string | null;
  location: Generated<string>;
  contact_phone: Generated<string>;
  remark: Generated<string>;
  /**
   * Invitations: the reply is due before this instant, the earlier of created + 10 days and the
   * end of the day before the interview in Macao (contract replyDeadline()).
   */
  reply_due_at: string | null;
  reject_reason_id: number | null;
  reject_other: string | null;
  decline_reason: string | null;
  /** 'hired' | 'notHired' | 'absent', as the employer recorded it. */
  employer_result: string | null;
  seeker_result: string | null;
  seeker_comment: Generated<string>;
  survey_submitted_at: string | null;
  /** The SEQUENCE of the calendar entry last sent for this match (RFC 5545), from 0. */
  calendar_sequence: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** What happened to a match: each status it took, when, by whom, and why. */
export interface JobMatchEventTable {
  id: Generated<number>;
  job_match_id: number;
  status: number;
  /** 'seeker' | 'employer' | 'staff' | 'system'. */
  actor: string;
  /** The account that acted (null for the system). */
  actor_account_id: number | null;
  reason: string | null;
  at: string;
  /**
   * When the match last took the same status before this row (null the first time): the
   * statistics count a match once per status and period from it.
   */
  previous_at: string | null;
  /**
   * Who started the match ('seeker' | 'employer'), the match's own origin: the statistics count
   * the invitations accepted (an employer's match arranged) from the history alone.
   */
  origin: string;
}

/** One row per seeker, locked by every booking so the per-seeker cap holds under concurrency. */
export interface JobMatchSeekerTable {
  account_id: number;
  changed_at: string;
}

/**
 * The history's rows of an ended Macao day (`YYYY-MM-DD`) by status, kept for the statistics
 * (jobmatch-day-counts.ts): all rows (`n`) and the invitations accepted (`accepted`: arranged rows
 * of employer-started matches). Status 0 marks the day counted (a day without rows has only it).
 * A trigger on `job_match_event` forgets a day when any of its rows is written or removed.
 */
export interface JobMatchDayCountTable {
  day: string;
  status: number;
  n: number;
  accepted: number;
}

export interface JobMatchesTables {
  job_match: JobMatchTable;
  job_match_event: JobMatchEventTable;
  job_match_day_count: JobMatchDayCountTable;
  job_match_seeker: JobMatchSeekerTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends JobMatchesTables {}
}
