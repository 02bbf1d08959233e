import type { Generated } from 'kysely';

/**
 * A job-matching event (spec §3). event_catalog_type: 1 lists vacancies directly, 2 and 3
 * by job class. type_event_id: see EVENT_TYPES in the contract. status: no longer read (computed from the clock, see event-status.ts).
 * Dates 'YYYY-MM-DD', times 'HH:mm' (Macao time), register_from/to ISO instants.
 */
export interface EventTable {
  id: Generated<number>;
  event_catalog_type: number;
  type_event_id: number;
  status: string;
  name_cn: string;
  name_pt: string;
  name_en: string;
  venue_cn: string;
  venue_pt: string;
  venue_en: string;
  description_cn: Generated<string>;
  description_pt: Generated<string>;
  description_en: Generated<string>;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  register_from: string;
  register_to: string;
  created_at: string;
  max_apply_per_seeker: Generated<number>;
  /** 1 when staff closed registration. */
  registration_closed: Generated<number>;
  /** Seekers checked in so far: the last place given in the venue's queue. */
  checked_in_count: Generated<number>;
}

/** A session of an event: a day, a time range, its quota and the seats taken. */
export interface EventSessionTable {
  id: Generated<number>;
  event_id: number;
  date: string;
  start_time: string;
  end_time: string;
  quota: number;
  taken: Generated<number>;
  ticket_from: string;
  ticket_to: string;
}

/** A seeker's registration for an event (one per seeker and event). */
export interface EventRegisterTable {
  id: Generated<number>;
  event_id: number;
  account_id: number;
  education_id: number;
  employment_status_id: number;
  booking_count: Generated<number>;
  checked_in_at: string | null;
  place: number | null;
  created_at: string;
}

export interface EventRegisterSessionTable {
  register_id: number;
  session_id: number;
}

/** A booked event vacancy (one per registration and vacancy). */
export interface EventBookingTable {
  id: Generated<number>;
  register_id: number;
  event_id: number;
  account_id: number;
  job_offer_id: number;
  employer_id: number;
  cv_uid: string | null;
  created_at: string;
}

/** A staff action on an event: who, when, what. */
export interface EventActionTable {
  id: Generated<number>;
  event_id: number;
  action: string;
  actor_account_id: number;
  actor_name: string;
  detail: string | null;
  at: string;
}

/** The ticket signing key kept when none is configured. */
export interface EventSecretTable {
  name: string;
  value: string;
}

export interface EventsTables {
  event: EventTable;
  event_session: EventSessionTable;
  event_register: EventRegisterTable;
  event_register_session: EventRegisterSessionTable;
  event_booking: EventBookingTable;
  event_action: EventActionTable;
  event_secret: EventSecretTable;
}

declare module '../../db/schema.ts' {
  /** This module's tables join the database's (db/schema.ts). */
  interface Database extends EventsTables {}
}
