import type { Insertable } from 'kysely';
import { PATHS, macaoToday, shiftDate } from '@vaga/contract';
import type { DB } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/platform/types.ts';
import { OPTIONS } from './profile.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An active EMPLOYMENT_STATUS option of the demo reference data (Unemployed). */
export const EMPLOYMENT_STATUS = 2;

export interface TestEvent {
  id: number;
  sessionIds: number[];
}

/**
 * An event whose registration window is open at the clock's time (from a day ago to ten days
 * ahead), first day in twelve days, with one session per quota given (quotas 100 by default).
 */
export async function createEvent(
  app: App,
  overrides: Partial<Insertable<Database['event']>> = {},
  quotas: number[] = [100, 100],
): Promise<TestEvent> {
  const now = app.clock.now();
  const start = shiftDate(macaoToday(now), 0, 12);
  const row = await app.db
    .insertInto('event')
    .values({
      event_catalog_type: 1,
      type_event_id: 3,
      status: 'enrolling',
      name_cn: '大型招聘會',
      name_pt: 'Grande feira',
      name_en: 'Grand fair',
      venue_cn: '體育館',
      venue_pt: 'Pavilhão',
      venue_en: 'Dome',
      start_date: start,
      end_date: start,
      start_time: '10:00',
      end_time: '17:00',
      register_from: new Date(now.getTime() - DAY_MS).toISOString(),
      register_to: new Date(now.getTime() + 10 * DAY_MS).toISOString(),
      created_at: now.toISOString(),
      max_apply_per_seeker: 2,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionIds = await createSessions(app.db, row.id, overrides.start_date ?? start, quotas);
  return { id: row.id, sessionIds };
}

export async function createSessions(
  db: DB,
  eventId: number,
  date: string,
  quotas: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, quota] of quotas.entries()) {
    const hour = String(10 + index * 2).padStart(2, '0');
    const row = await db
      .insertInto('event_session')
      .values({
        event_id: eventId,
        date,
        start_time: `${hour}:00`,
        end_time: `${hour}:59`,
        quota,
        ticket_from: `${String(9 + index * 2).padStart(2, '0')}:30`,
        ticket_to: `${hour}:00`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** A registration body for these sessions of the event. */
export function registerBody(eventId: number, sessionIds: number[]) {
  return {
    eventId,
    typeEducationId: OPTIONS.education,
    typeEmploymentStatusId: EMPLOYMENT_STATUS,
    eventRegisterSessionList: sessionIds.map((sessionId) => ({ sessionId })),
  };
}

export function registerFor(app: App, token: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PATHS.eventRegisters,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

/**
 * A staff's new event (POST consoleEvents): the hotel session of 10–11 December, registration
 * open from a day before `now` (ms) for ten days, unless overridden.
 */
export function consoleEventInput(now: number, overrides: Record<string, unknown> = {}) {
  const day = 24 * 60 * 60 * 1000;
  return {
    typeEventId: 1,
    eventCatalogType: 1,
    name: { cn: '酒店業配對會', pt: 'Sessão de hotelaria', en: 'Hotel session' },
    venue: { cn: '中心', pt: 'Centro', en: 'Centre' },
    description: { cn: '', pt: '', en: '' },
    startDate: '2026-12-10',
    endDate: '2026-12-11',
    startTime: '10:00',
    endTime: '17:00',
    registerFrom: new Date(now - day).toISOString(),
    registerTo: new Date(now + 10 * day).toISOString(),
    maxApplyPerSeeker: 2,
    ...overrides,
  };
}
