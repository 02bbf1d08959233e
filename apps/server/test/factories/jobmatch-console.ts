import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PATHS, type ProfileFormValues } from '@vaga/contract';
import type { DB } from '../../src/db/database.ts';
import type { App } from '../../src/platform/types.ts';
import { bearer, createAccount } from '../auth.ts';
import { pdfBytes } from './cv-files.ts';
import { profileInput } from './profile.ts';

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
      { bytes: pdfBytes(), fileName: 'cv.pdf' },
      { cvName: 'My CV' },
    );
    cvUid = cv.cvUid;
  }
  return { id: account.id, token, cvUid };
}

export interface MatchOverrides {
  status?: number;
  origin?: 'seeker' | 'employer';
  cvUid?: string | null;
  interviewAt?: string | null;
  replyDueAt?: string | null;
  createdAt?: string;
}

/** A match as a booking (status requested) or in the state given, with its first history row. */
export async function insertMatch(
  db: DB,
  jobOfferId: number,
  accountId: number,
  overrides: MatchOverrides = {},
): Promise<{ id: number; uid: string }> {
  const { employer_id } = await db
    .selectFrom('job_offer')
    .select('employer_id')
    .where('id', '=', jobOfferId)
    .executeTakeFirstOrThrow();
  const uid = randomUUID();
  const at = overrides.createdAt ?? '2026-11-20T02:00:00.000Z';
  const { id } = await db
    .insertInto('job_match')
    .values({
      uid,
      interview_no: uid.replaceAll('-', ''),
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('job_match_event')
    .values({
      job_match_id: id,
      status: overrides.status ?? 1,
      actor: 'seeker',
      actor_account_id: accountId,
      reason: null,
      at,
    })
    .execute();
  return { id, uid };
}
