import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, PATHS, REJECT_REASONS } from '@vaga/contract';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  renewSession,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('replying to an invitation (POST replyemployer, spec §4)', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  async function invitation(seeker: TestSeeker, status: number = JOB_MATCH_STATUS.invited) {
    ctx.clock.set(NOW);
    return insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      status,
      interview_at: '2026-11-30T02:00:00.000Z',
      location: 'Rua do Campo 1',
      remark: '<p>Bring your <b>ID</b></p><script>alert(1)</script>',
    });
  }

  const reply = (seeker: TestSeeker, uid: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.jobmatchReplyEmployer.replace(':id', uid),
      headers: seeker.headers,
      payload: payload as Record<string, unknown>,
    });

  const detail = (seeker: TestSeeker, uid: string, lang = 'en') =>
    ctx.app.inject({
      url: PATHS.jobmatch.replace(':id', uid),
      headers: { ...seeker.headers, 'accept-language': lang },
    });

  it('accepting an invitation arranges the interview, with a seeker history row', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { uid } = await invitation(seeker);
    const before = (await detail(seeker, uid)).json();
    expect(before).toMatchObject({ canReply: true, typeJobMatchStatusGroupId: 2 });
    expect(before.lastReplyDate).toBe('2026-12-02T02:00:00.000Z');
    // The invitation's interview: one instant, in both date fields of the detail.
    expect(before.interviewDate).toBe('2026-11-30T02:00:00.000Z');
    expect(before.interviewTime).toBe('2026-11-30T02:00:00.000Z');
    expect(before.cardRemark).toBe('<p>Bring your <b>ID</b></p>');
    ctx.clock.advanceDays(9);
    await renewSession(ctx.app, seeker);
    const res = await reply(seeker, uid, { accept: true });
    expect(res.statusCode, res.body).toBe(204);
    const after = (await detail(seeker, uid)).json();
    expect(after).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.arranged,
      typeJobMatchStatusDesc: 'Interview arranged',
      interviewDate: '2026-11-30T02:00:00.000Z',
      interviewTime: '2026-11-30T02:00:00.000Z',
      lastReplyDate: null,
      canReply: false,
    });
    expect(after.history.map((h: { actor: string }) => h.actor)).toEqual(['employer', 'seeker']);
    expect((await reply(seeker, uid, { accept: true })).json().code).toBe(
      'BE_JOBMATCH_STATE_INVALID',
    );
  });

  it('rejecting gives a listed reason or an own text, shown in the history and the card', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const listed = await invitation(seeker);
    const res = await reply(seeker, listed.uid, {
      accept: false,
      rejectReasonId: REJECT_REASONS.foundJob,
    });
    expect(res.statusCode, res.body).toBe(204);
    const shown = (await detail(seeker, listed.uid, 'pt')).json();
    expect(shown).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.rejected,
      typeJobMatchStatusGroupId: 4,
      cardRemark: 'Já encontrei emprego',
      otherReasons: 'Já encontrei emprego',
    });
    expect(shown.history.at(-1)).toMatchObject({ actor: 'seeker', reason: 'Já encontrei emprego' });
    const own = await invitation(seeker);
    await reply(seeker, own.uid, {
      accept: false,
      rejectReasonId: REJECT_REASONS.other,
      otherReason: 'Moving abroad',
    });
    expect((await detail(seeker, own.uid)).json().history.at(-1).reason).toBe('Moving abroad');
  });

  it('after its 10 days the reply is refused and the invitation is stored as expired', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { id, uid } = await invitation(seeker);
    ctx.clock.advanceDays(10);
    await renewSession(ctx.app, seeker);
    const res = await reply(seeker, uid, { accept: true });
    expect(res.json().code).toBe('BE_JOBMATCH_REPLY_EXPIRED');
    const row = await ctx.app.db
      .selectFrom('job_match')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(JOB_MATCH_STATUS.expired);
    expect((await reply(seeker, uid, { accept: true })).json().code).toBe(
      'BE_JOBMATCH_STATE_INVALID',
    );
  });

  it('refuses a reply to a match that is not an invitation', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    for (const status of [JOB_MATCH_STATUS.requested, JOB_MATCH_STATUS.declined]) {
      const { uid } = await invitation(seeker, status);
      expect((await reply(seeker, uid, { accept: true })).json().code).toBe(
        'BE_JOBMATCH_STATE_INVALID',
      );
    }
  });

  it("another seeker's match is not found, to read or to answer", async () => {
    const owner = await createSeekerWithResume(ctx.app);
    const other = await createSeekerWithResume(ctx.app);
    const { uid } = await invitation(owner);
    for (const res of [
      await detail(other, uid),
      await reply(other, uid, { accept: true }),
      await ctx.app.inject({
        url: PATHS.jobmatchSurvey.replace(':id', uid),
        headers: other.headers,
      }),
      await ctx.app.inject({
        url: PATHS.jobmatchCalendar.replace(':id', uid),
        headers: other.headers,
      }),
      await ctx.app.inject({
        method: 'POST',
        url: PATHS.jobmatchSubmitSurvey.replace(':id', uid),
        headers: other.headers,
        payload: { seekerResult: 'hired' },
      }),
      await detail(other, '00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', errorArgs: [] });
    }
    expect((await detail(owner, uid)).statusCode).toBe(200);
  });

  it('answers VALIDATION_FAIL to a bad id or a bad reply', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const { uid } = await invitation(seeker);
    const bad: [string, unknown][] = [
      ['not-a-uid', { accept: true }],
      [uid, {}],
      [uid, { accept: 'yes' }],
      [uid, { accept: false }],
      [uid, { accept: false, rejectReasonId: 7 }],
      [uid, { accept: false, rejectReasonId: REJECT_REASONS.other }],
      [uid, { accept: false, rejectReasonId: REJECT_REASONS.other, otherReason: 'x'.repeat(201) }],
    ];
    for (const [id, payload] of bad) {
      const res = await reply(seeker, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
    expect((await detail(seeker, 'x'.repeat(36))).json().code).toBe('VALIDATION_FAIL');
  });
});
