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
import { EXPIRY_JOB } from './jobmatch-expiry.ts';

const NOW = '2026-11-22T02:00:00.000Z';

/** Spec §4, §9: an invitation not answered within 10 days is rejected automatically. */
describe('automatic rejection of unanswered invitations', () => {
  let ctx: TestContext;
  let employerId: number;
  let seeker: TestSeeker;
  let match: { id: number; uid: string };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    seeker = await createSeekerWithResume(ctx.app);
    match = await insertMatch(ctx.app, {
      accountId: seeker.id,
      employerId,
      status: JOB_MATCH_STATUS.invited,
    });
  });

  const read = async () => {
    await renewSession(ctx.app, seeker);
    const headers = { ...seeker.headers, 'accept-language': 'en' };
    const [list, detail, statistics, waiting, finished] = await Promise.all([
      ctx.app.inject({ url: PATHS.jobmatches, headers }),
      ctx.app.inject({ url: PATHS.jobmatch.replace(':id', match.uid), headers }),
      ctx.app.inject({ url: PATHS.jobmatchPendingStatistics, headers }),
      ctx.app.inject({ url: `${PATHS.jobmatches}?typeJobMatchStatusGroupIdList=2`, headers }),
      ctx.app.inject({ url: `${PATHS.jobmatches}?typeJobMatchStatusGroupIdList=4`, headers }),
    ]);
    const stored = await ctx.app.db
      .selectFrom('job_match')
      .select('status')
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    const events = await ctx.app.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', match.id)
      .orderBy('id')
      .execute();
    return {
      card: list.json().content[0],
      detail: detail.json(),
      statistics: statistics.json(),
      waiting: waiting.json().totalElements,
      finished: finished.json().totalElements,
      stored: stored.status,
      events,
    };
  };

  const runJob = async () =>
    (await ctx.app.scheduler.runDue()).filter((outcome) => outcome.name === EXPIRY_JOB);

  it('is still waiting for the reply 9 days on, read and after the job ran', async () => {
    ctx.clock.set('2026-12-01T02:00:00.000Z');
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true })]);
    const seen = await read();
    expect(seen.card.typeJobMatchStatusId).toBe(JOB_MATCH_STATUS.invited);
    expect(seen.detail.canReply).toBe(true);
    expect(seen.statistics).toEqual({ total: 1, waitSeekerReply: 1, completeReview: 0 });
    expect([seen.waiting, seen.finished]).toEqual([1, 0]);
    expect(seen.stored).toBe(JOB_MATCH_STATUS.invited);
    expect(seen.events).toHaveLength(1);
  });

  it('reads as expired at 10 days before the job runs, then the job persists it', async () => {
    ctx.clock.set('2026-12-02T02:00:00.000Z');
    const derived = await read();
    expect(derived.stored).toBe(JOB_MATCH_STATUS.invited);
    expect(derived.card).toMatchObject({
      typeJobMatchStatusId: JOB_MATCH_STATUS.expired,
      typeJobMatchStatusGroupId: 4,
      lastReplyDate: null,
      isShowCardRemark: true,
      cardRemark: 'No reply to the invitation within 10 days; rejected automatically',
    });
    expect(derived.detail.canReply).toBe(false);
    expect(derived.detail.history.at(-1)).toMatchObject({ status: 6, actor: 'system' });
    expect(derived.statistics).toEqual({ total: 0, waitSeekerReply: 0, completeReview: 0 });
    expect([derived.waiting, derived.finished]).toEqual([0, 1]);

    ctx.clock.advance(60 * 60 * 1000);
    expect(await runJob()).toEqual([expect.objectContaining({ ok: true })]);
    const persisted = await read();
    expect(persisted.stored).toBe(JOB_MATCH_STATUS.expired);
    expect(persisted.events.at(-1)).toMatchObject({
      status: JOB_MATCH_STATUS.expired,
      actor: 'system',
      actor_account_id: null,
      reason: 'no reply within 10 days',
    });
    expect(persisted.card).toEqual(derived.card);
    expect(persisted.detail.history).toHaveLength(2);
    expect(persisted.detail.history.at(-1).reason).toBe(derived.detail.history.at(-1).reason);
  });
});
