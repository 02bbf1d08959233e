import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PATHS } from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';

/**
 * The reply deadline of an invitation never falls after the interview: it is the earlier of
 * 10 days after the invitation and the end of the day before the interview (Macao), and an
 * interview date that leaves less than a day to reply is refused.
 */
describe('the reply deadline of an invitation', () => {
  let ctx: TestContext;
  let employerAccount = 0;
  let vacancy = 0;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await seedReferenceData(ctx.database.db);
    const employerId = await createEmployer(ctx.database.db);
    vacancy = await createVacancy(ctx.database.db, {
      employer_id: employerId,
      published_at: '2026-11-01T02:00:00.000Z',
    });
    const token = await loginAs(ctx.app, {
      euid: 'deadline-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(token))!.account.id;
  });

  const invite = async (interviewAt: string) => {
    const seeker = await createSeeker(ctx.app);
    // A session of the clock's time.
    const { token } = await ctx.app.services.auth.openSession(employerAccount);
    const res = await ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: {
        jobOfferId: vacancy,
        seekerId: seeker.id,
        interviewAt,
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
      },
    });
    return { res, seeker };
  };
  const replyDueOf = async (uid: string) =>
    (
      await ctx.database.db
        .selectFrom('job_match')
        .select('reply_due_at')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
    ).reply_due_at;

  it('ends the day before the interview when that comes before the 10 days', async () => {
    ctx.clock.set(NOW);
    // 3 December, invited on 22 November: the 10 days would end on 2 December 10:00.
    const { res, seeker } = await invite('2026-11-26T11:00');
    expect(res.statusCode, res.body).toBe(200);
    const uid = res.json().jobMatchUid as string;
    // 25 November 23:59:59.999 in Macao.
    expect(await replyDueOf(uid)).toBe('2026-11-25T15:59:59.999Z');
    const card = await ctx.app.inject({ url: PATHS.jobmatches, headers: bearer(seeker.token) });
    expect(card.json().content[0].lastReplyDate).toBe('2026-11-25T15:59:59.999Z');

    // The seeker can reply on the day before the interview, not on its day.
    const second = await invite('2026-11-26T11:00');
    const reply = async (at: string, seekerId: number, id: string) => {
      ctx.clock.set(at);
      const { token } = await ctx.app.services.auth.openSession(seekerId);
      return ctx.app.inject({
        method: 'POST',
        url: buildPath(PATHS.jobmatchReplyEmployer, { id }),
        headers: bearer(token),
        payload: { accept: true },
      });
    };
    const inTime = await reply('2026-11-25T15:59:00.000Z', seeker.id, uid);
    expect(inTime.statusCode, inTime.body).toBe(204);
    const tooLate = await reply(
      '2026-11-25T16:00:00.000Z',
      second.seeker.id,
      second.res.json().jobMatchUid,
    );
    expect(tooLate.json().code).toBe('BE_JOBMATCH_REPLY_EXPIRED');
  });

  it('keeps the 10 days when the interview is later', async () => {
    ctx.clock.set(NOW);
    const { res } = await invite('2026-12-04T11:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(await replyDueOf(res.json().jobMatchUid)).toBe('2026-12-02T02:00:00.000Z');
  });

  it('refuses an interview date that leaves less than a day to reply', async () => {
    ctx.clock.set(NOW);
    // Tomorrow evening: the reply would be due by 23:59 today, 14 hours away.
    const tomorrow = await invite('2026-11-23T20:00');
    expect(tomorrow.res.statusCode).toBe(400);
    expect(tomorrow.res.json()).toEqual({
      code: 'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
      errorArgs: [],
    });
    // The day after tomorrow leaves until the end of tomorrow.
    const after = await invite('2026-11-24T09:00');
    expect(after.res.statusCode, after.res.body).toBe(200);
    expect(await replyDueOf(after.res.json().jobMatchUid)).toBe('2026-11-23T15:59:59.999Z');

    // At midnight in Macao the next day ends one millisecond short of a day: refused.
    ctx.clock.set('2026-11-22T16:00:00.000Z');
    expect((await invite('2026-11-24T09:00')).res.json().code).toBe(
      'BE_INTERVIEW_REPLY_TIME_TOO_SHORT',
    );
    expect((await invite('2026-11-25T09:00')).res.statusCode).toBe(200);
  });
});
