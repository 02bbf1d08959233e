import type { Generated } from 'kysely';

/**
 * A job-matching event (spec §3). event_catalog_type: 1 lists vacancies directly, 2 and 3
 * by job class. type_event_id: see EVENT_TYPES in the contract. status: 'enrolling' | 'finished'.
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
}

export interface EventsTables {
  event: EventTable;
}
