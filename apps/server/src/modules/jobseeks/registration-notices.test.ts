import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_SEEK_STATES } from '@vaga/contract';
import { loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import { approve, register, staffAction, staffCaller } from '../../../test/factories/jobseeks.ts';
import { noticesOf, rowsOf, runJobsTwice } from '../../../test/notices.ts';
import { JOBSEEK_EXPIRING_JOB } from './jobseek-expiry.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const TITLE = 'Empregado de mesa de teste';

describe('job-seeking registration notices', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffCaller>>;
  let employerId = 0;
  let employerAccount = 0;

  const registered = async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, seeker);
    return { seeker, id };
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    staff = await staffCaller(ctx.app);
    const token = await loginAs(ctx.app, {
      euid: 'referred-employer',
      accountType: 'employer',
      employerId,
    });
    employerAccount = (await ctx.app.services.auth.authenticate(token))!.account.id;
  });

  it('tells the seeker of the approval, with the last valid day, linking to the record', async () => {
    const { seeker, id } = await registered();
    expect(await noticesOf(ctx.app, seeker.id, 'jobseek.approved')).toHaveLength(0);
    await approve(ctx.app, staff, id);
    const [item] = await noticesOf(ctx.app, seeker.id, 'jobseek.approved');
    expect(item).toMatchObject({ kind: 'registrations', link: `/record/details/${id}` });
    // Valid 180 days from 22 November 2026: its last day is 20 May 2027.
    expect(item!.body).toContain('2027/05/20');
    const [zh] = await noticesOf(ctx.app, seeker.id, 'jobseek.approved', 'zh-Hant');
    expect(zh!.body).toContain('有效期至 2027/05/20');
    const [pt] = await noticesOf(ctx.app, seeker.id, 'jobseek.approved', 'pt');
    expect(pt!.title).toBe('Inscrição de procura de emprego aprovada');
  });

  it('tells the seeker of a refusal with its reason', async () => {
    const { seeker, id } = await registered();
    const res = await staffAction(ctx.app, staff, 'refuse', id, { reason: 'Documents missing' });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await noticesOf(ctx.app, seeker.id, 'jobseek.refused');
    expect(item!.body).toContain('Reason: Documents missing');
    expect(item!.link).toBe(`/record/details/${id}`);
  });

  it('tells the seeker of a referral, naming the vacancies, in the referral’s transaction', async () => {
    const { seeker, id } = await registered();
    await approve(ctx.app, staff, id);
    const vacancy = await createBookableVacancy(ctx.app, employerId, {
      title_pt: TITLE,
      title_en: TITLE,
    });
    const res = await staffAction(ctx.app, staff, 'refer', id, {
      jobOfferIds: [vacancy],
      content: 'Suits you',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [item] = await noticesOf(ctx.app, seeker.id, 'jobseek.referred');
    expect(item!.title).toBe('You were referred to 1 vacancy');
    expect(item!.body).toContain(`• ${TITLE}`);
    // The employer is told of the new request the referral made (inbox, and e-mail).
    const matchUid = res.json().matches[0].jobMatchUid as string;
    const requests = await noticesOf(ctx.app, employerAccount, 'interview.requested');
    expect(requests.map((r) => r.link)).toContain(`/employer/interviews/${matchUid}`);
    const [request] = await rowsOf(ctx.app, employerAccount, 'interview.requested');
    const channels = await ctx.app.db
      .selectFrom('notification_delivery')
      .select('channel')
      .where('notification_id', '=', request!.id)
      .execute();
    expect(channels.map((c) => c.channel)).toContain('email');

    // A refused referral (the same vacancy again) writes no notice either.
    const again = await staffAction(ctx.app, staff, 'refer', id, {
      jobOfferIds: [vacancy],
      content: 'Again',
    });
    expect(again.statusCode).not.toBe(200);
    expect(await rowsOf(ctx.app, seeker.id, 'jobseek.referred')).toHaveLength(1);
  });

  it('tells once that the registration expires within 14 days, then that it expired', async () => {
    const { seeker, id } = await registered();
    await approve(ctx.app, staff, id);
    // Its last valid day is 179 days on; 14 days before it the job sends the notice.
    ctx.clock.set(new Date(Date.parse(NOW) + 164 * DAY_MS - 2 * 60 * 60 * 1000));
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'jobseek.expiring')).toHaveLength(0);

    ctx.clock.set(new Date(Date.parse(NOW) + 165 * DAY_MS));
    const ran = await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(ran.filter((name) => name === JOBSEEK_EXPIRING_JOB)).toHaveLength(2);
    const expiring = await noticesOf(ctx.app, seeker.id, 'jobseek.expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.body).toContain('expires after 2027/05/20');
    // Later runs within the 14 days send nothing more.
    ctx.clock.advance(5 * DAY_MS);
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    expect(await rowsOf(ctx.app, seeker.id, 'jobseek.expiring')).toHaveLength(1);
    expect(await rowsOf(ctx.app, seeker.id, 'jobseek.expired')).toHaveLength(0);

    // Past the last valid day the expiry job persists it, with its notice; once.
    ctx.clock.set(new Date(Date.parse(NOW) + 180 * DAY_MS));
    await runJobsTwice(ctx.app, (ms) => ctx.clock.advance(ms));
    const expired = await noticesOf(ctx.app, seeker.id, 'jobseek.expired');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ link: `/record/details/${id}` });
    const row = await ctx.app.db
      .selectFrom('job_seek')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe(JOB_SEEK_STATES.expired);
    ctx.clock.set(NOW);
  });
});
