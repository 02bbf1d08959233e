import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Insertable, Updateable } from 'kysely';
import {
  JOB_MATCH_STATUS,
  LIMITS,
  PATHS,
  macaoToday,
  shiftDate,
  type ApplyJobRequest,
  type ProfileFormValues,
} from '@vaga/contract';
import { expect } from 'vitest';
import type { NewAccount } from '../../src/modules/auth/auth.service.ts';
import type { DB } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import type { App } from '../../src/platform/types.ts';
import { bearer, createAccount } from '../auth.ts';
import { pdfBytes } from './cv-files.ts';
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

/** A resident seeker, with a resume (published unless `isPublic: 0`) unless `resume` is null. */
export async function createSeeker(
  app: App,
  options: { resume?: Partial<ProfileFormValues> | null; withCv?: boolean } = {},
): Promise<{ id: number; token: string; cvUid: string | null }> {
  const account = await createAccount(app);
  const { token } = await app.services.auth.openSession(account.id);
  if (options.resume !== null) {
    const res = await app.inject({
      method: 'POST',
      url: PATHS.profile,
      headers: bearer(token),
      payload: profileInput({ isPublic: 1, ...options.resume }),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  let cvUid: string | null = null;
  if (options.withCv) {
    const cv = await app.services.cvs.upload(
      account.id,
      { chunks: Readable.from([pdfBytes()]), fileName: 'cv.pdf' },
      { cvName: 'My CV' },
    );
    cvUid = cv.cvUid;
  }
  return { id: account.id, token, cvUid };
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

type MatchValues = Omit<Insertable<Database['job_match']>, 'uid' | 'interview_no'>;

/** Writes a match and its first history row directly. */
async function writeMatch(
  db: DB,
  values: MatchValues,
  event: { actor: string; actorAccountId: number | null },
): Promise<{ id: number; uid: string }> {
  const uid = randomUUID();
  const row = await db
    .insertInto('job_match')
    .values({ uid, interview_no: `IVTEST-${uid.slice(0, 12)}`, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_match_event')
    .values({
      job_match_id: row.id,
      status: values.status,
      actor: event.actor,
      actor_account_id: event.actorAccountId,
      reason: null,
      at: values.created_at,
      origin: values.origin,
    })
    .execute();
  return { id: row.id, uid };
}

/**
 * A match written directly, as the employer's side would leave it (an invitation, an arranged
 * interview, a result), with its history row; on a new vacancy of the employer unless
 * `jobOfferId` is given.
 */
export async function insertMatch(
  app: App,
  values: {
    accountId: number;
    jobOfferId?: number;
    employerId: number;
    status: number;
  } & Partial<Insertable<Database['job_match']>>,
): Promise<{ id: number; uid: string }> {
  const { accountId, employerId, status, jobOfferId: givenOffer, ...rest } = values;
  const jobOfferId = givenOffer ?? (await createBookableVacancy(app, employerId));
  const now = app.clock.now();
  const at = now.toISOString();
  return writeMatch(
    app.db,
    {
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
    },
    { actor: 'employer', actorAccountId: null },
  );
}

export interface BookingOverrides {
  status?: number;
  origin?: 'seeker' | 'employer';
  cvUid?: string | null;
  interviewAt?: string | null;
  replyDueAt?: string | null;
  createdAt?: string;
}

/** A match as a booking (status requested) or in the state given, with its first history row. */
export async function insertBooking(
  db: DB,
  jobOfferId: number,
  accountId: number,
  overrides: BookingOverrides = {},
): Promise<{ id: number; uid: string }> {
  const { employer_id } = await db
    .selectFrom('job_offer')
    .select('employer_id')
    .where('id', '=', jobOfferId)
    .executeTakeFirstOrThrow();
  const at = overrides.createdAt ?? '2026-11-20T02:00:00.000Z';
  return writeMatch(
    db,
    {
      job_offer_id: jobOfferId,
      employer_id,
      account_id: accountId,
      origin: overrides.origin ?? 'seeker',
      status: overrides.status ?? 1,
      expected_date_from: '2026-11-25',
      expected_date_to: '2026-11-28',
      expected_time_period: 1,
      content: 'I would like to interview.',
      cv_uid: overrides.cvUid ?? null,
      interview_at: overrides.interviewAt ?? null,
      reply_due_at: overrides.replyDueAt ?? null,
      reject_reason_id: null,
      reject_other: null,
      decline_reason: null,
      employer_result: null,
      seeker_result: null,
      survey_submitted_at: null,
      created_at: at,
      updated_at: at,
    },
    { actor: 'seeker', actorAccountId: accountId },
  );
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
