import type { ExpressionBuilder } from 'kysely';
import { JOB_SEEK_STATES, macaoToday, type JobSeekState } from '@vaga/contract';
import type { Database } from '../../db/schema.ts';
import type { JobSeekTable } from './jobseeks.tables.ts';

/**
 * The state a registration shows on a Macao day: a valid one past its last valid day is expired
 * as soon as the day has passed, before the scheduler job persists it.
 */
export function effectiveState(
  row: { state: number; valid_until: string | null },
  today: string,
): JobSeekState {
  if (row.state === JOB_SEEK_STATES.valid && row.valid_until !== null && row.valid_until < today) {
    return JOB_SEEK_STATES.expired;
  }
  return row.state as JobSeekState;
}

/** The registration number: `JS` + the Macao day it was made + `-` + its id on 6 digits. */
export function entNumber(id: number, createdAt: Date): string {
  const day = macaoToday(createdAt).replaceAll('-', '');
  return `JS${day}-${String(id % 1_000_000).padStart(6, '0')}`;
}

/** Conditions over the registrations aliased `js`. */
type SeekExpression = ExpressionBuilder<Database & { js: JobSeekTable }, 'js'>;

/** In one of these (effective) states on `today` (the SQL form of effectiveState). */
export function inStates(eb: SeekExpression, states: readonly JobSeekState[], today: string) {
  const validNow = eb.and([
    eb('js.state', '=', JOB_SEEK_STATES.valid),
    eb('js.valid_until', '>=', today),
  ]);
  const overdue = eb.and([
    eb('js.state', '=', JOB_SEEK_STATES.valid),
    eb('js.valid_until', '<', today),
  ]);
  const conditions = [];
  const stored = states.filter((s) => s !== JOB_SEEK_STATES.valid);
  if (stored.length > 0) conditions.push(eb('js.state', 'in', stored));
  if (states.includes(JOB_SEEK_STATES.valid)) conditions.push(validNow);
  if (states.includes(JOB_SEEK_STATES.expired)) conditions.push(overdue);
  return conditions.length > 0 ? eb.or(conditions) : eb('js.id', '<', 0);
}
