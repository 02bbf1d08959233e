import { randomUUID } from 'node:crypto';
import type { DB } from '../../src/db/database.ts';

/**
 * A match written directly with the statuses it took and when (its history rows), as the
 * statistics read it: `steps` are [status, ISO instant] in order, the first its creation.
 */
export async function insertMatchHistory(
  db: DB,
  match: {
    jobOfferId: number;
    employerId: number;
    accountId: number;
    origin: 'seeker' | 'employer';
  },
  steps: readonly (readonly [number, string])[],
): Promise<number> {
  const uid = randomUUID();
  const [first, last] = [steps[0], steps[steps.length - 1]];
  const row = await db
    .insertInto('job_match')
    .values({
      uid,
      interview_no: `IVSTAT-${uid.slice(0, 12)}`,
      job_offer_id: match.jobOfferId,
      employer_id: match.employerId,
      account_id: match.accountId,
      origin: match.origin,
      status: last[0],
      expected_date_from: null,
      expected_date_to: null,
      expected_time_period: null,
      cv_uid: null,
      interview_at: null,
      reply_due_at: null,
      reject_reason_id: null,
      reject_other: null,
      decline_reason: null,
      employer_result: null,
      seeker_result: null,
      survey_submitted_at: null,
      created_at: first[1],
      updated_at: last[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_match_event')
    .values(
      steps.map(([status, at], k) => ({
        job_match_id: row.id,
        status,
        actor: 'system',
        actor_account_id: null,
        reason: null,
        at,
        // As the history is written: when the match last took this status before (null if never).
        previous_at: steps.slice(0, k).findLast(([earlier]) => earlier === status)?.[1] ?? null,
        origin: match.origin,
      })),
    )
    .execute();
  return row.id;
}
