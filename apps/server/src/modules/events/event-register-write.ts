import type { Selectable, Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { EventRow, EventSessionRow } from './events.repository.ts';
import type { EventRegisterTable } from './events.tables.ts';

/** A registration's row (the repository's EventRegisterRow), typed here to keep imports one-way. */
type EventRegisterRow = Selectable<EventRegisterTable>;

/** Why a registration was not stored. */
export type RegisterRefusal = { kind: 'duplicate' } | { kind: 'full'; sessionId: number };

export interface NewRegistration {
  eventId: number;
  accountId: number;
  educationId: number;
  employmentStatusId: number;
  /** In ascending order: every registration takes its seats in the same order. */
  sessionIds: readonly number[];
  at: string;
}

/** What a registration is checked against, read in its transaction by one statement. */
export interface RegistrationFacts {
  event: EventRow;
  /** The requested sessions that belong to the event. */
  sessions: EventSessionRow[];
  /** The seeker's registration for the event, when there is one. */
  registeredId: number | null;
  /** Seekers checked in at the event so far (a new registration's waiting count). */
  checkedIn: number;
}

/** A stored registration, its sessions with their seats after it, and what it was checked against. */
export interface StoredRegistration {
  row: EventRegisterRow;
  sessions: EventSessionRow[];
  facts: RegistrationFacts;
}

export class SessionFull extends Error {
  constructor(readonly sessionId: number) {
    super('session full');
  }
}

/**
 * The event, the requested sessions of it, whether the seeker is registered and how many are
 * checked in: one statement (the event left-joined to its requested sessions). Undefined when
 * the event does not exist.
 */
export async function readFacts(
  trx: Transaction<Database>,
  r: NewRegistration,
): Promise<RegistrationFacts | undefined> {
  const rows = await trx
    .selectFrom('event as e')
    .leftJoin('event_session as s', (join) =>
      join.onRef('s.event_id', '=', 'e.id').on('s.id', 'in', [...r.sessionIds]),
    )
    .selectAll('e')
    .select([
      's.id as s_id',
      's.event_id as s_event_id',
      's.date as s_date',
      's.start_time as s_start_time',
      's.end_time as s_end_time',
      's.quota as s_quota',
      's.taken as s_taken',
      's.ticket_from as s_ticket_from',
      's.ticket_to as s_ticket_to',
    ])
    .select((eb) => [
      eb
        .selectFrom('event_register')
        .select('id')
        .whereRef('event_id', '=', 'e.id')
        .where('account_id', '=', r.accountId)
        .as('registered_id'),
      // Counted only once someone was checked in (before the event day nobody is).
      eb
        .case()
        .when('e.checked_in_count', '=', 0)
        .then(0)
        .else(
          eb
            .selectFrom('event_register')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('event_id', '=', 'e.id')
            .where('place', 'is not', null),
        )
        .end()
        .as('checked_in'),
    ])
    .where('e.id', '=', r.eventId)
    .orderBy('s.id')
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const event = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(first)) {
    if (!key.startsWith('s_') && key !== 'registered_id' && key !== 'checked_in')
      event[key] = value;
  }
  const sessions: EventSessionRow[] = [];
  for (const row of rows) {
    if (row.s_id === null) continue;
    sessions.push({
      id: row.s_id,
      event_id: row.s_event_id!,
      date: row.s_date!,
      start_time: row.s_start_time!,
      end_time: row.s_end_time!,
      quota: row.s_quota!,
      taken: row.s_taken!,
      ticket_from: row.s_ticket_from!,
      ticket_to: row.s_ticket_to!,
    });
  }
  return {
    event: event as EventRow,
    sessions,
    registeredId: first.registered_id ?? null,
    checkedIn: Number(first.checked_in ?? 0),
  };
}

/**
 * Stores the registration, takes one seat of each session and links them: three statements
 * whatever the number of sessions. A seat is taken by the conditional `taken < quota` of one
 * UPDATE, so concurrent registrations never oversell. On PostgreSQL the rows are locked first
 * in id order (a FOR UPDATE subquery), so registrations sharing sessions never deadlock; SQLite
 * runs one writer at a time. Throws SessionFull with the first full session (in id order).
 */
export async function storeRegistration(
  trx: Transaction<Database>,
  r: NewRegistration,
): Promise<{ row: EventRegisterRow; sessions: EventSessionRow[] }> {
  const row = await trx
    .insertInto('event_register')
    .values({
      event_id: r.eventId,
      account_id: r.accountId,
      education_id: r.educationId,
      employment_status_id: r.employmentStatusId,
      created_at: r.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  let locked = trx
    .selectFrom('event_session')
    .select('id')
    .where('id', 'in', [...r.sessionIds])
    .where('event_id', '=', r.eventId)
    .orderBy('id');
  if (isPostgres(trx)) locked = locked.forUpdate();
  const sessions = await trx
    .updateTable('event_session')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('id', 'in', locked)
    .whereRef('taken', '<', 'quota')
    .returningAll()
    .execute();
  const taken = new Set(sessions.map((s) => s.id));
  const full = r.sessionIds.find((id) => !taken.has(id));
  if (full !== undefined) throw new SessionFull(full);
  await trx
    .insertInto('event_register_session')
    .values(r.sessionIds.map((sessionId) => ({ register_id: row.id, session_id: sessionId })))
    .execute();
  sessions.sort((a, b) => `${a.date} ${a.start_time}`.localeCompare(`${b.date} ${b.start_time}`));
  return { row, sessions };
}
