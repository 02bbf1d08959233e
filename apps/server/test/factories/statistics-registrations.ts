import { randomUUID } from 'node:crypto';
import type { DB } from '../../src/db/database.ts';
import { createSessions } from './events.ts';

/**
 * A job-seeking registration written directly, created at `createdAt`, with the history's steps
 * (action and instant) the statistics read; it is current only while `current` is 1.
 */
export async function insertJobSeek(
  db: DB,
  accountId: number,
  createdAt: string,
  steps: readonly (readonly [string, string])[] = [],
): Promise<number> {
  const row = await db
    .insertInto('job_seek')
    .values({
      ent_no: `JSSTAT-${randomUUID().slice(0, 12)}`,
      account_id: accountId,
      state: 1,
      current: null,
      profile: '{}',
      valid_from: null,
      valid_until: null,
      result_id: null,
      refuse_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_seek_event')
    .values(
      [['registered', createdAt] as const, ...steps].map(([action, at]) => ({
        job_seek_id: row.id,
        action,
        actor: action === 'registered' ? 'seeker' : 'staff',
        actor_account_id: null,
        detail: null,
        at,
      })),
    )
    .execute();
  return row.id;
}

/** An unemployment registration written directly: its state, when submitted and decided. */
export async function insertUnemployment(
  db: DB,
  accountId: number,
  state: number,
  submittedAt: string | null,
  decidedAt: string | null = null,
): Promise<void> {
  const created = submittedAt ?? '2026-10-01T02:00:00.000Z';
  await db
    .insertInto('unemployment_registration')
    .values({
      reference_no: submittedAt === null ? null : `SDSTAT-${randomUUID().slice(0, 12)}`,
      account_id: accountId,
      state,
      open: null,
      resigned_date: null,
      company_name: null,
      job_title_id: null,
      job_title_text: null,
      reason_id: null,
      other_reason: null,
      salary_amount: null,
      salary_type_id: null,
      refusal_reason: null,
      created_at: created,
      updated_at: decidedAt ?? created,
      submitted_at: submittedAt,
      decided_at: decidedAt,
    })
    .execute();
}

/** An event whose sessions are on these Macao days (one each), named `name`. */
export async function insertEvent(
  db: DB,
  name: string,
  days: readonly string[],
): Promise<{ id: number; sessionIds: number[] }> {
  const row = await db
    .insertInto('event')
    .values({
      event_catalog_type: 1,
      type_event_id: 3,
      status: 'enrolling',
      name_cn: name,
      name_pt: name,
      name_en: name,
      venue_cn: '體育館',
      venue_pt: 'Pavilhão',
      venue_en: 'Dome',
      start_date: days[0],
      end_date: days[days.length - 1],
      start_time: '10:00',
      end_time: '17:00',
      register_from: '2026-09-01T00:00:00.000Z',
      register_to: '2026-09-20T00:00:00.000Z',
      created_at: '2026-09-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionIds: number[] = [];
  for (const day of days) sessionIds.push(...(await createSessions(db, row.id, day, [100])));
  return { id: row.id, sessionIds };
}

/** A seeker's registration for a session of an event, checked in at `checkedInAt` (or not). */
export async function insertEventRegistration(
  db: DB,
  event: { id: number },
  sessionId: number,
  accountId: number,
  checkedInAt: string | null,
): Promise<void> {
  const row = await db
    .insertInto('event_register')
    .values({
      event_id: event.id,
      account_id: accountId,
      education_id: 1,
      employment_status_id: 2,
      checked_in_at: checkedInAt,
      place: null,
      created_at: '2026-09-10T02:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('event_register_session')
    .values({ register_id: row.id, session_id: sessionId })
    .execute();
}
