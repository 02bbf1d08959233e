import type { PublicMembers } from '../../platform/public-members.ts';
import type { EventsRepository } from './events.repository.ts';

/** An event as other modules see it: its id, kind and catalogue type, and first day. */
export interface EventHead {
  id: number;
  typeEventId: number;
  eventCatalogType: number;
  startDate: string;
}

function toHead(row: {
  id: number;
  type_event_id: number;
  event_catalog_type: number;
  start_date: string;
}): EventHead {
  return {
    id: row.id,
    typeEventId: row.type_event_id,
    eventCatalogType: row.event_catalog_type,
    startDate: row.start_date,
  };
}

/**
 * Job-matching events (spec §3, §4: an event is enrolling or finished). Other modules reach
 * events through this service, never through the `event` table.
 */
export class EventsService {
  constructor(private readonly repository: PublicMembers<EventsRepository>) {}

  /** Enrolling events, the one starting last first. */
  async enrolling(): Promise<EventHead[]> {
    return (await this.repository.enrolling()).map(toHead);
  }

  /** The events of these ids that exist. */
  async byIds(ids: readonly number[]): Promise<EventHead[]> {
    return (await this.repository.byIds(ids)).map(toHead);
  }
}
