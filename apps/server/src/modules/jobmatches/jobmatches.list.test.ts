import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, JobMatchDetailSchema, JobMatchPageSchema, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
  type TestSeeker,
} from '../../../test/factories/jobmatches.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('the seeker’s interview list, detail and pending statistics', () => {
  let ctx: TestContext;
  let employerId: number;
  let seeker: TestSeeker;
  const uids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    seeker = await createSeekerWithResume(ctx.app);
    const statuses: [string, number, Record<string, unknown>][] = [
      ['requested', JOB_MATCH_STATUS.requested, {}],
      ['invited', JOB_MATCH_STATUS.invited, { remark: '<p onclick="x()">Come <i>early</i></p>' }],
      ['arranged', JOB_MATCH_STATUS.arranged, { interview_at: '2026-11-30T02:30:00.000Z' }],
      ['declined', JOB_MATCH_STATUS.declined, { decline_reason: 'Position filled' }],
    ];
    for (const [i, [name, status, extra]] of statuses.entries()) {
      ctx.clock.set(new Date(Date.parse(NOW) + i * 60_000));
      const match = await insertMatch(ctx.app, {
        accountId: seeker.id,
        employerId,
        status,
        ...extra,
      });
      uids[name] = match.uid;
    }
  });

  const list = (query = '', lang = 'en') =>
    ctx.app.inject({
      url: `${PATHS.jobmatches}${query}`,
      headers: { ...seeker.headers, 'accept-language': lang },
    });

  it('lists every match newest first, in pages, as cards of the request language', async () => {
    const page = JobMatchPageSchema.parse((await list()).json());
    expect(page.totalElements).toBe(4);
    expect(page.content.map((c) => c.jobMatchUid)).toEqual([
      uids.declined,
      uids.arranged,
      uids.invited,
      uids.requested,
    ]);
    const [declined, arranged, invited, requested] = page.content;
    expect(requested).toMatchObject({
      typeJobMatchStatusGroupId: 1,
      typeJobMatchStatusDesc: 'Waiting for the employer',
      salary: 12000,
      salaryTypeName: 'month',
      isShowCardRemark: false,
      lastReplyDate: null,
      interviewDate: null,
    });
    expect(requested.employerName).toMatch(/^Employer \d+ Limited$/);
    expect(invited).toMatchObject({
      typeJobMatchStatusGroupId: 2,
      lastReplyDate: '2026-12-02T02:01:00.000Z',
      cardRemark: '<p>Come <i>early</i></p>',
      isShowCardRemark: true,
    });
    expect(arranged).toMatchObject({
      typeJobMatchStatusGroupId: 3,
      interviewDate: '2026-11-30T02:30:00.000Z',
    });
    expect(declined).toMatchObject({ typeJobMatchStatusGroupId: 4, cardRemark: 'Position filled' });
    const zh = JobMatchPageSchema.parse((await list('?size=1&page=1', 'zh')).json());
    expect(zh.totalElements).toBe(4);
    expect(zh.content).toHaveLength(1);
    expect(zh.content[0]).toMatchObject({
      jobMatchUid: uids.arranged,
      typeJobMatchStatusDesc: '已安排面試',
    });
  });

  it('filters by status groups; bookings and invitations are not in group 900 (referrals)', async () => {
    const uidsOf = async (query: string) =>
      (await list(query)).json().content.map((c: { jobMatchUid: string }) => c.jobMatchUid);
    expect(await uidsOf('?typeJobMatchStatusGroupIdList=1,3')).toEqual([
      uids.arranged,
      uids.requested,
    ]);
    expect(
      await uidsOf('?typeJobMatchStatusGroupIdList=2&typeJobMatchStatusGroupIdList=4'),
    ).toEqual([uids.declined, uids.invited]);
    expect(await uidsOf('?typeJobMatchStatusGroupIdList=900')).toEqual([]);
    expect(await uidsOf('?jobSeekIdList=1,2')).toEqual([]);
  });

  it('answers VALIDATION_FAIL to a bad filter', async () => {
    for (const query of [
      '?typeJobMatchStatusGroupIdList=5',
      '?typeJobMatchStatusGroupIdList=a',
      '?jobSeekIdList=0',
      '?jobSeekIdList=2147483648',
      '?page=-1',
      '?size=0',
      '?size=abc',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
  });

  it('shows every detail field and the history', async () => {
    const res = await ctx.app.inject({
      url: PATHS.jobmatch.replace(':id', uids.declined),
      headers: { ...seeker.headers, 'accept-language': 'en' },
    });
    const detail = JobMatchDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      jobMatchUid: uids.declined,
      otherReasons: 'Position filled',
      responsibilities: 'Take orders and serve tables.',
      canReply: false,
      cvName: null,
    });
    expect(detail.interviewNo).toMatch(/^IV/);
    expect(detail.history).toEqual([
      expect.objectContaining({ status: 4, statusDesc: 'Declined by the employer' }),
    ]);
  });

  it('counts the pending matches; a non-resident seeker gets zeros but no list', async () => {
    const stats = await ctx.app.inject({
      url: PATHS.jobmatchPendingStatistics,
      headers: seeker.headers,
    });
    expect(stats.json()).toEqual({ total: 3, waitSeekerReply: 1, completeReview: 0 });
    const token = await loginAs(ctx.app, 'nonresident');
    const visitor = await ctx.app.inject({
      url: PATHS.jobmatchPendingStatistics,
      headers: bearer(token),
    });
    expect(visitor.json()).toEqual({ total: 0, waitSeekerReply: 0, completeReview: 0 });
    const listed = await ctx.app.inject({ url: PATHS.jobmatches, headers: bearer(token) });
    expect(listed.json().code).toBe('BE_NOT_RESIDENT');
    expect((await ctx.app.inject({ url: PATHS.jobmatchPendingStatistics })).statusCode).toBe(401);
  });
});
