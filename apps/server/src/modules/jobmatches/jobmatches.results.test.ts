import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, JOB_MATCH_STATUS, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  apply,
  applyBody,
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';
import { NO_RESULT_JOB } from './jobmatch-expiry.ts';

// 10:00 on 22 November in Macao; the held interviews took place the day before.
const NOW = '2026-11-22T02:00:00.000Z';
const HELD = '2026-11-21T03:00:00.000Z';

/**
 * Spec §4, §8: the first result of an arranged interview, the seeker's survey answer or the
 * employer's record, finishes the match and frees the seeker's and the vacancy's active slots;
 * the other side sees it. An interview left without a result 30 days closes as noResult.
 */
describe('the result of an arranged interview', () => {
  let ctx: TestContext;
  let employerId: number;
  let employerToken: string;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    employerToken = await loginAs(ctx.app, {
      euid: 'results-employer',
      accountType: 'employer',
      employerId,
    });
  });

  const headers = (seeker: TestSeeker, lang = 'en') => ({
    ...seeker.headers,
    'accept-language': lang,
  });
  const seekerGet = (seeker: TestSeeker, url: string, lang = 'en') =>
    ctx.app.inject({ url, headers: headers(seeker, lang) });
  const answer = (seeker: TestSeeker, path: string, uid: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: buildPath(path, { id: uid }),
      headers: headers(seeker),
      payload: payload as Record<string, unknown>,
    });
  const detail = async (seeker: TestSeeker, uid: string, lang = 'en') =>
    (await seekerGet(seeker, buildPath(PATHS.jobmatch, { id: uid }), lang)).json();
  const stats = async (seeker: TestSeeker) =>
    (await seekerGet(seeker, PATHS.jobmatchPendingStatistics)).json();
  const consoleCall = (path: string, uid: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method: payload ? 'POST' : 'GET',
      url: buildPath(path, { id: uid }),
      headers: { ...bearer(employerToken), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const statusOf = async (id: number) =>
    (
      await ctx.app.db
        .selectFrom('job_match')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  /** A seeker with an interview held yesterday on a vacancy of one slot, and 9 more requests. */
  async function fullSeeker() {
    ctx.clock.set(NOW);
    const seeker = await createSeekerWithResume(ctx.app);
    const capped = await createBookableVacancy(ctx.app, employerId, { max_active_interviews: 1 });
    const held = await insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      jobOfferId: capped,
      status: JOB_MATCH_STATUS.arranged,
      interview_at: HELD,
    });
    for (let i = 0; i < 9; i += 1) {
      await insertMatch(ctx.app, {
        accountId: seeker.id,
        employerId,
        status: JOB_MATCH_STATUS.requested,
      });
    }
    return { seeker, capped, held };
  }

  it("a seeker's survey answer finishes the interview and frees the seeker's and the vacancy's slots", async () => {
    const { seeker, capped, held } = await fullSeeker();
    const other = await createSeekerWithResume(ctx.app);
    const next = await createBookableVacancy(ctx.app, employerId);
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, next))).json().code).toBe(
      'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
    );
    expect((await apply(ctx.app, other, applyBody(ctx.app, capped))).json().code).toBe(
      'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
    );
    expect((await stats(seeker)).total).toBe(10);

    // The survey page's answer (kept, not yet submitted) is the seeker's result.
    const saved = await answer(seeker, PATHS.jobmatchSurvey, held.uid, {
      seekerResult: 'notHired',
      comment: 'They chose someone else',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await statusOf(held.id)).toBe(JOB_MATCH_STATUS.notHired);
    const seen = await detail(seeker, held.uid);
    expect(seen).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.notHired,
      typeJobMatchStatusGroupId: 4,
      typeJobMatchStatusDesc: 'Not hired',
      result: 'Not hired',
      // Not submitted yet: the survey stays open.
      isShowSurveyInfo: true,
    });
    expect(seen.history.at(-1)).toEqual({
      status: JOB_MATCH_STATUS.notHired,
      statusDesc: 'Not hired',
      at: NOW,
      actor: 'seeker',
      reason: 'They chose someone else',
    });
    expect(await stats(seeker)).toEqual({ total: 9, waitSeekerReply: 0, completeReview: 1 });

    const booked = await apply(ctx.app, seeker, applyBody(ctx.app, next));
    expect(booked.statusCode, booked.body).toBe(200);
    const otherBooked = await apply(ctx.app, other, applyBody(ctx.app, capped));
    expect(otherBooked.statusCode, otherBooked.body).toBe(200);
  });

  it('the employer sees the seeker’s result and cannot record a second one', async () => {
    const { seeker, held } = await fullSeeker();
    const final = await answer(seeker, PATHS.jobmatchSubmitSurvey, held.uid, {
      seekerResult: 'hired',
    });
    expect(final.statusCode, final.body).toBe(200);
    const seen = await consoleCall(PATHS.consoleMatch, held.uid);
    expect(seen.json()).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.hired,
      typeJobMatchStatusDesc: 'Hired',
      seekerResult: 'hired',
      employerResult: null,
    });
    expect(seen.json().history.at(-1)).toMatchObject({ status: 7, actor: 'seeker' });
    const second = await consoleCall(PATHS.consoleMatchResult, held.uid, { result: 'absent' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'BE_JOBMATCH_RESULT_ALREADY_RECORDED', errorArgs: [] });
    expect(await statusOf(held.id)).toBe(JOB_MATCH_STATUS.hired);
  });

  it('a result the employer recorded first finishes the match; the seeker’s own answer then counts', async () => {
    const { seeker, held } = await fullSeeker();
    const recorded = await consoleCall(PATHS.consoleMatchResult, held.uid, {
      result: 'notHired',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await stats(seeker)).total).toBe(9);
    expect(await detail(seeker, held.uid)).toMatchObject({
      typeJobMatchStatusDesc: 'Not hired',
      isShowSurveyInfo: true,
    });
    await answer(seeker, PATHS.jobmatchSubmitSurvey, held.uid, { seekerResult: 'absent' });
    const seen = await detail(seeker, held.uid);
    expect(seen).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.absent,
      result: 'Absent from the interview',
      isShowSurveyInfo: false,
    });
    expect(seen.history.map((h: { actor: string }) => h.actor)).toEqual([
      'employer',
      'employer',
      'seeker',
    ]);
    expect((await stats(seeker)).total).toBe(9);
  });

  it('a changed draft moves the result with one history row per change, until submitted', async () => {
    const { seeker, held } = await fullSeeker();
    await answer(seeker, PATHS.jobmatchSurvey, held.uid, { seekerResult: 'hired' });
    await answer(seeker, PATHS.jobmatchSurvey, held.uid, { seekerResult: 'hired' });
    await answer(seeker, PATHS.jobmatchSurvey, held.uid, { seekerResult: 'absent' });
    expect(await statusOf(held.id)).toBe(JOB_MATCH_STATUS.absent);
    const statuses = (await detail(seeker, held.uid)).history.map(
      (h: { status: number }) => h.status,
    );
    expect(statuses).toEqual([3, 7, 9]);
    await answer(seeker, PATHS.jobmatchSubmitSurvey, held.uid, { seekerResult: 'absent' });
    const late = await answer(seeker, PATHS.jobmatchSurvey, held.uid, { seekerResult: 'hired' });
    expect(late.json().code).toBe('BE_JOBMATCH_STATE_INVALID');
    expect(await statusOf(held.id)).toBe(JOB_MATCH_STATUS.absent);
  });

  it('closes an interview more than 30 days past without a result as "no result recorded"', async () => {
    ctx.clock.set(NOW);
    const seeker = await createSeekerWithResume(ctx.app);
    const arranged = (interviewAt: string) =>
      insertMatch(ctx.app, {
        accountId: seeker.id,
        employerId,
        status: JOB_MATCH_STATUS.arranged,
        interview_at: interviewAt,
      });
    const old = await arranged('2026-10-21T03:00:00.000Z');
    const recent = await arranged('2026-10-24T03:00:00.000Z');
    const answered = await arranged('2026-10-20T03:00:00.000Z');
    await answer(seeker, PATHS.jobmatchSurvey, answered.uid, { seekerResult: 'hired' });
    expect((await stats(seeker)).total).toBe(2);

    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes.filter((o) => o.name === NO_RESULT_JOB)).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    expect(await statusOf(old.id)).toBe(JOB_MATCH_STATUS.noResult);
    expect(await statusOf(recent.id)).toBe(JOB_MATCH_STATUS.arranged);
    expect(await statusOf(answered.id)).toBe(JOB_MATCH_STATUS.hired);
    expect(await stats(seeker)).toEqual({ total: 1, waitSeekerReply: 0, completeReview: 2 });

    expect((await detail(seeker, old.uid)).otherReasons).toBe(
      'Neither side recorded a result within 30 days of the interview; closed automatically',
    );
    const names = {
      en: 'No result recorded',
      pt: 'Sem resultado registado',
      zh: '沒有記錄面試結果',
    };
    for (const [lang, name] of Object.entries(names)) {
      const seen = await detail(seeker, old.uid, lang);
      expect(seen).toMatchObject({
        typeJobMatchStatusGroupId: 4,
        typeJobMatchStatusDesc: name,
        isShowSurveyInfo: false,
      });
      expect(seen.history.at(-1)).toMatchObject({ status: 10, actor: 'system', statusDesc: name });
      expect(seen.otherReasons).toBe(seen.history.at(-1).reason);
      expect(seen.cardRemark).toBe(seen.otherReasons);
    }
    expect(
      (await answer(seeker, PATHS.jobmatchSurvey, old.uid, { seekerResult: 'hired' })).json(),
    ).toMatchObject({ code: 'BE_JOBMATCH_STATE_INVALID' });
    const late = await consoleCall(PATHS.consoleMatchResult, old.uid, { result: 'hired' });
    expect(late.json().code).toBe('BE_JOBMATCH_STATE_INVALID');
  });
});
