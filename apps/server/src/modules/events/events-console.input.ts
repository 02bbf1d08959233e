import type { z } from 'zod';
import { registrationWindow, type ConsoleEventInputSchema } from '@vaga/contract';
import type { EventRow } from './events.repository.ts';

type EventInput = z.output<typeof ConsoleEventInputSchema>;

/** The event's columns from the console's form (a window of days in Macao time, see registrationWindow). */
export function toEventFields(input: EventInput) {
  const window = registrationWindow(input.registerFrom, input.registerTo);
  return {
    type_event_id: input.typeEventId,
    event_catalog_type: input.eventCatalogType,
    status: 'enrolling',
    name_cn: input.name.cn,
    name_pt: input.name.pt,
    name_en: input.name.en,
    venue_cn: input.venue.cn,
    venue_pt: input.venue.pt,
    venue_en: input.venue.en,
    description_cn: input.description.cn,
    description_pt: input.description.pt,
    description_en: input.description.en,
    start_date: input.startDate,
    end_date: input.endDate,
    start_time: input.startTime,
    end_time: input.endTime,
    register_from: window.from,
    register_to: window.to,
    max_apply_per_seeker: input.maxApplyPerSeeker,
  };
}

/** The console's form from the event's columns. */
export function toConsoleInput(row: EventRow): EventInput {
  return {
    typeEventId: row.type_event_id,
    eventCatalogType: row.event_catalog_type,
    name: { cn: row.name_cn, pt: row.name_pt, en: row.name_en },
    venue: { cn: row.venue_cn, pt: row.venue_pt, en: row.venue_en },
    description: { cn: row.description_cn, pt: row.description_pt, en: row.description_en },
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    registerFrom: row.register_from,
    registerTo: row.register_to,
    maxApplyPerSeeker: row.max_apply_per_seeker,
  };
}
