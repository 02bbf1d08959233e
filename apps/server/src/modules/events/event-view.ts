import {
  EVENT_LIMITS,
  pickColumn,
  type ApiLanguage,
  type EventCard,
  type EventDetail,
  type EventSession,
} from '@vaga/contract';
import { registrationOpen, statusName, statusOf, type Now } from './event-status.ts';
import type { EventRow, EventSessionRow } from './events.repository.ts';

export function toSession(row: EventSessionRow): EventSession {
  return {
    sessionId: row.id,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    quota: row.quota,
    remaining: Math.max(0, row.quota - row.taken),
    ticketFrom: row.ticket_from,
    ticketTo: row.ticket_to,
  };
}

/** An event as lists show it, its status and openness as of `now`. */
export function toCard(
  row: EventRow,
  sessions: readonly EventSessionRow[],
  vacancyCount: number,
  lang: ApiLanguage,
  now: Now,
): EventCard {
  const status = statusOf(row, now);
  return {
    eventId: row.id,
    eventName: pickColumn(row, 'name', lang),
    eventCatalogType: row.event_catalog_type,
    typeEventId: row.type_event_id,
    typeEventStatus: status,
    statusDesc: statusName(status, lang),
    venue: pickColumn(row, 'venue', lang),
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    registerFrom: row.register_from,
    registerTo: row.register_to,
    registrationOpen: registrationOpen(row, now) ? 1 : 0,
    remainingQuota: sessions.reduce((sum, s) => sum + Math.max(0, s.quota - s.taken), 0),
    vacancyCount,
  };
}

export function toDetail(
  row: EventRow,
  sessions: readonly EventSessionRow[],
  vacancyCount: number,
  lang: ApiLanguage,
  now: Now,
): EventDetail {
  return {
    ...toCard(row, sessions, vacancyCount, lang, now),
    description: pickColumn(row, 'description', lang),
    sessions: sessions.map(toSession),
    arriveEarlyMinutes: EVENT_LIMITS.arriveEarlyMinutes,
    maxApplyPerSeeker: row.max_apply_per_seeker,
  };
}

/** Sessions grouped by their event. */
export function byEvent(sessions: readonly EventSessionRow[]): Map<number, EventSessionRow[]> {
  const map = new Map<number, EventSessionRow[]>();
  for (const s of sessions) map.set(s.event_id, [...(map.get(s.event_id) ?? []), s]);
  return map;
}
