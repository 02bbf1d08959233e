import { randomBytes, randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import {
  JOB_MATCH_STATUS,
  LIMITS,
  PATHS,
  macaoToday,
  shiftDate,
  type ApplyJobRequest,
} from '@vaga/contract';
import type { NewAccount } from '../../src/modules/auth/auth.service.ts';
import type { DB } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/platform/types.ts';
import { bearer, createAccount } from '../auth.ts';
import { profileInput, seedReferenceOptions } from './profile.ts';
import { createEmployer, createJobClasses, createVacancy } from './search-vacancies.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reference options, job classes and one employer: what vacancies and resumes need. */
export async function createInterviewWorld(db: DB): Promise<{ employerId: number }> {
  await seedReferenceOptions(db);
  await createJobClasses(db);
  return { employerId: await createEmployer(db) };
}

/** A valid local vacancy of the employer, published a day before the clock's time. */
export async function createBookableVacancy(
  app: App,
  employerId: number,
  overrides: Partial<Insertable<Database['job_offer']>> = {},
): Promise<number> {
  const publishedAt = new Date(app.clock.now().getTime() - DAY_MS).toISOString();
  return createVacancy(app.db, {
    employer_id: employerId,
    published_at: publishedAt,
    ...overrides,
  });
}

export interface TestSeeker {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** A resident seeker with a saved resume (adult unless the overrides say otherwise). */
export async function createSeekerWithResume(
  app: App,
  overrides: Partial<NewAccount> = {},
): Promise<TestSeeker> {
  const account = await createAccount(app, overrides);
  const { token } = await app.services.auth.openSession(account.id);
  const res = await app.inject({
    method: 'POST',
    url: PATHS.profile,
    headers: bearer(token),
    payload: profileInput({ bod: account.birthDate ?? '1990-05-01' }),
  });
  if (res.statusCode !== 200) throw new Error(`resume not saved: ${res.body}`);
  return { id: account.id, token, headers: bearer(token) };
}

/** A CV file row of the seeker (the bytes are not needed by the interview rules). */
export async function createCvRow(db: DB, accountId: number): Promise<string> {
  const cvUid = randomBytes(12).toString('hex');
  await db
    .insertInto('cv_file')
    .values({
      cv_uid: cvUid,
      account_id: accountId,
      cv_name: 'My CV',
      upload_file_name: 'cv.pdf',
      file_type: 'pdf',
      file_size: 100,
      storage_key: `test-${cvUid}`,
      upload_date: '2026-11-01T00:00:00.000Z',
    })
    .execute();
  return cvUid;
}

/** A booking request for a vacancy, expected from tomorrow (Macao) for a week. */
export function applyBody(app: App, jobOfferId: number, extra: Partial<ApplyJobRequest> = {}) {
  const today = macaoToday(app.clock.now());
  return {
    jobOfferId,
    expectedInterviewDateFrom: shiftDate(today, 0, 1),
    expectedInterviewDateTo: shiftDate(today, 0, 7),
    expectedInterviewTimePeriod: 1,
    content: 'I would like to interview for this job.',
    ...extra,
  } satisfies ApplyJobRequest;
}

export function apply(app: App, seeker: TestSeeker, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: PATHS.jobmatchApplyJob,
    headers: seeker.headers,
    payload: body,
  });
}

/**
 * A match written directly, as the employer's side would leave it (an invitation, an arranged
 * interview, a result), with its history row.
 */
export async function insertMatch(
  app: App,
  values: {
    accountId: number;
    jobOfferId: number;
    employerId: number;
    status: number;
  } & Partial<Insertable<Database['job_match']>>,
): Promise<{ id: number; uid: string }> {
  const { accountId, jobOfferId, employerId, status, ...rest } = values;
  const now = app.clock.now();
  const at = now.toISOString();
  const uid = randomUUID();
  const row = await app.db
    .insertInto('job_match')
    .values({
      uid,
      interview_no: `IVTEST-${uid.slice(0, 12)}`,
      job_offer_id: jobOfferId,
      employer_id: employerId,
      account_id: accountId,
      origin: status === JOB_MATCH_STATUS.invited ? 'employer' : 'seeker',
      status,
      reply_due_at:
        status === JOB_MATCH_STATUS.invited
          ? new Date(now.getTime() + LIMITS.interviewReplyDays * DAY_MS).toISOString()
          : null,
      created_at: at,
      updated_at: at,
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('job_match_event')
    .values({ job_match_id: row.id, status, actor: 'employer', actor_account_id: null, at })
    .execute();
  return { id: row.id, uid };
}

/** Changes a match directly (what the employer's console would do). */
export async function updateMatch(
  app: App,
  uid: string,
  change: Updateable<Database['job_match']>,
): Promise<void> {
  await app.db.updateTable('job_match').set(change).where('uid', '=', uid).execute();
}

/** Opens a new session for the seeker (after the clock moved past the old one's life). */
export async function renewSession(app: App, seeker: TestSeeker): Promise<void> {
  const { token } = await app.services.auth.openSession(seeker.id);
  seeker.token = token;
  seeker.headers = bearer(token);
}
