import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, PATHS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  renewSession,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('the survey after an interview (spec §4)', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  async function match(seeker: TestSeeker, status: number, extra = {}) {
    ctx.clock.set(NOW);
    await renewSession(ctx.app, seeker);
    return insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      status,
      ...extra,
    });
  }

  const headers = (seeker: TestSeeker) => ({ ...seeker.headers, 'accept-language': 'en' });
  const getSurvey = (seeker: TestSeeker, uid: string) =>
    ctx.app.inject({ url: PATHS.jobmatchSurvey.replace(':id', uid), headers: headers(seeker) });
  const post = (seeker: TestSeeker, path: string, uid: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: path.replace(':id', uid),
      headers: headers(seeker),
      payload: payload as Record<string, unknown>,
    });
  const card = async (seeker: TestSeeker) =>
    (await ctx.app.inject({ url: PATHS.jobmatches, headers: headers(seeker) })).json().content[0];
  const stats = async (seeker: TestSeeker) =>
    (
      await ctx.app.inject({ url: PATHS.jobmatchPendingStatistics, headers: headers(seeker) })
    ).json();

  it('opens once the arranged interview has taken place; saves drafts, then submits for good', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { uid } = await match(seeker, JOB_MATCH_STATUS.arranged, {
      interview_at: '2026-11-25T02:00:00.000Z',
    });
    expect((await getSurvey(seeker, uid)).json().code).toBe('BE_JOBMATCH_STATE_INVALID');
    expect(
      (await post(seeker, PATHS.jobmatchSurvey, uid, { seekerResult: 'hired' })).json().code,
    ).toBe('BE_JOBMATCH_STATE_INVALID');
    expect((await card(seeker)).isShowSurveyInfo).toBe(false);

    ctx.clock.set('2026-11-25T03:00:00.000Z');
    await renewSession(ctx.app, seeker);
    expect((await card(seeker)).isShowSurveyInfo).toBe(true);
    expect(await stats(seeker)).toEqual({ total: 1, waitSeekerReply: 0, completeReview: 1 });
    const draft = await post(seeker, PATHS.jobmatchSurvey, uid, {
      seekerResult: 'notHired',
      comment: 'Nice people',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ seekerResult: 'notHired', submitted: false });
    const final = await post(seeker, PATHS.jobmatchSubmitSurvey, uid, { seekerResult: 'hired' });
    expect(final.json()).toMatchObject({ seekerResult: 'hired', comment: '', submitted: true });
    expect((await getSurvey(seeker, uid)).json()).toMatchObject({
      seekerResult: 'hired',
      employerResult: null,
      submitted: true,
    });
    expect((await card(seeker)).isShowSurveyInfo).toBe(false);
    expect((await stats(seeker)).completeReview).toBe(0);
    expect(
      (await post(seeker, PATHS.jobmatchSurvey, uid, { seekerResult: 'absent' })).json().code,
    ).toBe('BE_JOBMATCH_STATE_INVALID');
    const detail = await ctx.app.inject({
      url: PATHS.jobmatch.replace(':id', uid),
      headers: headers(seeker),
    });
    expect(detail.json().result).toBe('Hired');
  });

  it("opens on a recorded result; the employer's result counts until the seeker gives one", async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { uid } = await match(seeker, JOB_MATCH_STATUS.notHired, {
      employer_result: 'notHired',
    });
    const detail = () =>
      ctx.app.inject({ url: PATHS.jobmatch.replace(':id', uid), headers: headers(seeker) });
    expect((await detail()).json().result).toBe('Not hired');
    expect((await getSurvey(seeker, uid)).json()).toMatchObject({
      employerResult: 'notHired',
      seekerResult: null,
      submitted: false,
    });
    await post(seeker, PATHS.jobmatchSubmitSurvey, uid, { seekerResult: 'absent' });
    expect((await detail()).json().result).toBe('Absent from the interview');
  });

  it('stays closed on requested, invited, declined and rejected matches', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    for (const status of [
      JOB_MATCH_STATUS.requested,
      JOB_MATCH_STATUS.invited,
      JOB_MATCH_STATUS.declined,
      JOB_MATCH_STATUS.rejected,
    ]) {
      const { uid } = await match(seeker, status);
      expect(
        (await post(seeker, PATHS.jobmatchSubmitSurvey, uid, { seekerResult: 'hired' })).json()
          .code,
        String(status),
      ).toBe('BE_JOBMATCH_STATE_INVALID');
    }
  });

  it('answers VALIDATION_FAIL to a bad answer', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { uid } = await match(seeker, JOB_MATCH_STATUS.hired, { employer_result: 'hired' });
    for (const payload of [
      {},
      { seekerResult: 'great' },
      { seekerResult: 'hired', comment: 'x'.repeat(501) },
      { seekerResult: 'hired', comment: 5 },
    ]) {
      const res = await post(seeker, PATHS.jobmatchSurvey, uid, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
  });
});
