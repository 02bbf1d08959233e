import { beforeAll, describe, expect, it } from 'vitest';
import {
  JobAssistanceSchema,
  JobSeekRecordDetailSchema,
  JobSeekRecordPageSchema,
  PATHS,
  buildPath,
} from '@vaga/contract';
import { bearer } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createInterviewWorld,
  createSeekerWithResume,
} from '../../../test/factories/jobmatches.ts';
import {
  approve,
  getAs,
  jobSeekBody,
  postAssistance,
  putAssistance,
  register,
  staffAction,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';
import { JOBSEEK_EXPIRY_JOB } from './jobseek-expiry.ts';

// Noon in Macao on 22 November 2026.
const NOW = '2026-11-22T04:00:00.000Z';
type Seeker = Awaited<ReturnType<typeof createSeekerWithResume>>;

describe('job-seeking records (GET jobseeks, jobseeks/{id}) and expiry', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffCaller>>;
  let seeker: Seeker;
  const ids = { completed: [] as number[], refused: 0, current: 0 };

  const records = async (who: Seeker, query = '') => {
    const res = await getAs(ctx.app, who, `${PATHS.jobseeks}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return JobSeekRecordPageSchema.parse(res.json());
  };
  /** A new session of the seeker, at the clock's time. */
  const relogin = async (who: Seeker): Promise<Seeker> => {
    const { token } = await ctx.app.services.auth.openSession(who.id);
    return { ...who, token, headers: bearer(token) };
  };
  const record = (who: Seeker, id: number) => getAs(ctx.app, who, buildPath(PATHS.jobseek, { id }));

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    await createInterviewWorld(ctx.app.db);
    staff = await staffCaller(ctx.app);
    seeker = await createSeekerWithResume(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      const id = await register(ctx.app, seeker);
      await approve(ctx.app, staff, id);
      const closed = await staffAction(ctx.app, staff, 'close', id, {
        jobSeekResultId: 2,
        detailsRemark: '<p>Found <b>work</b></p><script>alert(1)</script>',
        cardRemark: 'Good luck',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      ids.completed.push(id);
      ctx.clock.advance(60_000);
    }
    ids.refused = await register(ctx.app, seeker);
    await staffAction(ctx.app, staff, 'refuse', ids.refused, { reason: 'Incomplete details' });
    ctx.clock.advance(60_000);
    ids.current = await register(ctx.app, seeker, {
      jobSeekJobTitleList: [
        { typeJobTitleId: null, textJobTitle: 'Cook', salaryAmount: 12000, typeSalaryId: 1 },
      ],
    });
  });

  it('pages the records, newest first', async () => {
    const first = await records(seeker, '?page=0&size=2');
    expect(first.totalElements).toBe(5);
    expect(first.content.map((r) => r.jobSeekId)).toEqual([ids.current, ids.refused]);
    const last = await records(seeker, '?page=2&size=2');
    expect(last.content.map((r) => r.jobSeekId)).toEqual([ids.completed[0]]);
  });

  it('filters by record status: 1 in progress, 2 completed, both', async () => {
    const inProgress = await records(seeker, '?jobSeekStatusList=1');
    expect(inProgress.content.map((r) => r.jobSeekId)).toEqual([ids.current]);
    expect(inProgress.content[0]).toMatchObject({
      jobSeekStatus: 1,
      state: 1,
      statusDesc: 'Processing',
      textJobTitle: 'Cook',
      salaryAmount: '$12,000/month',
      salary: 12000,
      salaryTypeName: 'month',
      jobSeekResult: '',
      jobMatchCount: 0,
      jobSeekName: 'Job-seeking registration (referral service)',
      startDate: null,
    });
    const completed = await records(seeker, '?jobSeekStatusList=2');
    expect(completed.totalElements).toBe(4);
    expect(completed.content.every((r) => r.jobSeekStatus === 2)).toBe(true);
    expect((await records(seeker, '?jobSeekStatusList=1,2')).totalElements).toBe(5);
    expect((await records(seeker, '?jobSeekStatusList=1&jobSeekStatusList=2')).totalElements).toBe(
      5,
    );
    for (const bad of ['?jobSeekStatusList=3', '?jobSeekStatusList=a', '?size=0', '?page=-1']) {
      const res = await getAs(ctx.app, seeker, `${PATHS.jobseeks}${bad}`);
      expect(res.json().code, bad).toBe('VALIDATION_FAIL');
    }
  });

  it('sends the salary as a number, and its label in the reader’s language', async () => {
    const inLanguage = async (language: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${PATHS.jobseeks}?jobSeekStatusList=1`,
        headers: { ...seeker.headers, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [first] = JobSeekRecordPageSchema.parse(res.json()).content;
      return [first.salary, first.salaryTypeName, first.salaryAmount];
    };
    expect(await inLanguage('pt')).toEqual([12000, 'mês', '$12.000/mês']);
    expect(await inLanguage('en')).toEqual([12000, 'month', '$12,000/month']);
    expect(await inLanguage('zh')).toEqual([12000, '月', '$12,000/月']);
  });

  it('shows one record with its result, remarks (sanitized) and history', async () => {
    const res = await record(seeker, ids.completed[0]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = JobSeekRecordDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      state: 5,
      statusDesc: 'Completed',
      jobSeekResult: 'Found a job on their own',
      isShowCardRemark: true,
      cardRemark: 'Good luck',
      isShowDetailsRemark: true,
      detailsRemark: '<p>Found <b>work</b></p>',
      remark: '',
      startDate: '2026-11-22',
      salaryAmount: '$9,000/month',
      salary: 9000,
      salaryTypeName: 'month',
    });
    expect(detail.history.map((h) => [h.action, h.actor])).toEqual([
      ['registered', 'seeker'],
      ['approved', 'staff'],
      ['closed', 'staff'],
    ]);
    expect(detail.history[2].detail).toBe('Found a job on their own');
    const refused = JobSeekRecordDetailSchema.parse((await record(seeker, ids.refused)).json());
    expect(refused).toMatchObject({
      jobSeekResult: 'Refused',
      remark: 'Incomplete details',
      detailsRemark: 'Incomplete details',
    });
  });

  it("never shows another seeker's record", async () => {
    const other = await createSeekerWithResume(ctx.app);
    const res = await record(other, ids.current);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await records(other)).totalElements).toBe(0);
    const own = await register(ctx.app, other);
    expect((await records(other)).content.map((r) => r.jobSeekId)).toEqual([own]);
    expect((await records(seeker)).content.map((r) => r.jobSeekId)).not.toContain(own);
    expect((await record(seeker, 999999)).statusCode).toBe(404);
    expect((await getAs(ctx.app, seeker, `${PATHS.jobseeks}/0`)).json().code).toBe(
      'VALIDATION_FAIL',
    );
  });

  it('expires a valid registration after its validity: read at once, persisted by the job', async () => {
    ctx.clock.set(NOW);
    const first = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, first);
    await approve(ctx.app, await staffCaller(ctx.app), id);
    const stored = () =>
      ctx.app.db.selectFrom('job_seek').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await stored()).valid_until).toBe('2027-05-20');
    // Its last valid day, at 23:59 in Macao.
    ctx.clock.set('2027-05-20T15:59:00.000Z');
    await ctx.app.scheduler.runDue();
    expect((await stored()).state).toBe(2);
    // The next Macao day: expired on every read before the job runs.
    ctx.clock.set('2027-05-20T16:00:00.000Z');
    const s = await relogin(first);
    const read = JobAssistanceSchema.parse((await getAs(ctx.app, s, PATHS.jobAssistance)).json());
    expect(read).toMatchObject({ state: 3, stateDesc: 'Expired', currentJobSeekIsValid: 0 });
    const list = await records(s, '?jobSeekStatusList=2');
    expect(list.content).toMatchObject([{ jobSeekId: id, state: 3, jobSeekResult: 'Expired' }]);
    expect((await records(s, '?jobSeekStatusList=1')).totalElements).toBe(0);
    expect((await stored()).state).toBe(2);
    // Staff may no longer refer nor close it.
    const lateStaff = await staffCaller(ctx.app);
    const refer = await staffAction(ctx.app, lateStaff, 'refer', id, { jobOfferIds: [1] });
    expect(refer.json().code).toBe('BE_NO_VALID_JOBSEEK_SERVICE');
    const close = await staffAction(ctx.app, lateStaff, 'close', id, { jobSeekResultId: 2 });
    expect(close.json().code).toBe('BE_JOBSEEK_STATE_INVALID');
    ctx.clock.advance(60 * 60 * 1000);
    const outcomes = (await ctx.app.scheduler.runDue()).filter(
      (o) => o.name === JOBSEEK_EXPIRY_JOB,
    );
    expect(outcomes).toEqual([expect.objectContaining({ ok: true })]);
    expect(await stored()).toMatchObject({ state: 3, current: null });
    expect((await putAssistance(ctx.app, s, jobSeekBody())).json().code).toBe(
      'BE_NO_VALID_JOBSEEK_SERVICE',
    );
    const detail = JobSeekRecordDetailSchema.parse((await record(s, id)).json());
    expect(detail.history.at(-1)).toMatchObject({ action: 'expired', actor: 'system' });
  });

  it('lets the seeker register again once expired, even before the job ran', async () => {
    ctx.clock.set(NOW);
    const s = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, s);
    await approve(ctx.app, await staffCaller(ctx.app), id);
    ctx.clock.set('2027-05-21T04:00:00.000Z');
    const res = await postAssistance(ctx.app, await relogin(s), jobSeekBody());
    expect(res.statusCode, res.body).toBe(200);
    const old = await ctx.app.db
      .selectFrom('job_seek')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ state: 3, current: null });
  });
});
