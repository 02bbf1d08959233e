import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_JOBOFFER_PATHS,
  CONSOLE_JOBSEEK_PATHS,
  ConsoleJobSeekDetailSchema,
  JobMatchPageSchema,
  JobSeekRecordDetailSchema,
  JobSeekRecordPageSchema,
  PATHS,
  buildPath,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  createBookableVacancy,
  createInterviewWorld,
  createSeekerWithResume,
  insertBooking,
} from '../../../test/factories/jobmatches.ts';
import {
  approve,
  countRows,
  getAs,
  register,
  staffAction,
  staffCaller,
} from '../../../test/factories/jobseeks.ts';

const NOW = '2026-11-22T02:00:00.000Z';
type Seeker = Awaited<ReturnType<typeof createSeekerWithResume>>;

describe('staff refer a registered seeker to vacancies', () => {
  let ctx: TestContext;
  let staff: Awaited<ReturnType<typeof staffCaller>>;
  let employer: { headers: { authorization: string } };
  let employerId: number;

  const vacancy = (overrides = {}) => createBookableVacancy(ctx.app, employerId, overrides);
  const registered = async (): Promise<{ seeker: Seeker; id: number }> => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await register(ctx.app, seeker);
    await approve(ctx.app, staff, id);
    return { seeker, id };
  };
  const refer = (id: number, jobOfferIds: unknown, content = 'Suits your experience') =>
    staffAction(ctx.app, staff, 'refer', id, { jobOfferIds, content });
  const matchesOf = (seeker: Seeker, query: string) =>
    getAs(ctx.app, seeker, `${PATHS.jobmatches}${query}`).then((r) =>
      JobMatchPageSchema.parse(r.json()),
    );

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
    staff = await staffCaller(ctx.app);
    employer = {
      headers: bearer(
        await loginAs(ctx.app, { euid: 'employer-r', accountType: 'employer', employerId }),
      ),
    };
  });

  it('makes a requested match per vacancy, origin referral, by staff, listed in group 900', async () => {
    const { seeker, id } = await registered();
    const [v1, v2] = [await vacancy(), await vacancy({ need_cv: 1 })];
    const res = await refer(id, [v1, v2]);
    expect(res.statusCode, res.body).toBe(200);
    const { matches } = res.json();
    expect(matches.map((m: { jobOfferId: number }) => m.jobOfferId)).toEqual([v1, v2]);
    const rows = await ctx.app.db
      .selectFrom('job_match')
      .selectAll()
      .where('account_id', '=', seeker.id)
      .orderBy('id')
      .execute();
    expect(rows).toMatchObject([
      { origin: 'referral', status: 1, job_seek_id: id, content: 'Suits your experience' },
      { origin: 'referral', status: 1, job_seek_id: id },
    ]);
    const events = await ctx.app.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', rows[0].id)
      .execute();
    expect(events).toMatchObject([{ status: 1, actor: 'staff' }]);
    // A booking of the seeker's own is not a referral.
    await insertBooking(ctx.app.db, await vacancy(), seeker.id);
    const group900 = await matchesOf(seeker, '?typeJobMatchStatusGroupIdList=900');
    expect(group900.content.map((c) => c.jobMatchUid).sort()).toEqual(
      matches.map((m: { jobMatchUid: string }) => m.jobMatchUid).sort(),
    );
    expect((await matchesOf(seeker, '?typeJobMatchStatusGroupIdList=1')).totalElements).toBe(3);
    const byRegistration = await matchesOf(seeker, `?jobSeekIdList=${id}`);
    expect(byRegistration.totalElements).toBe(2);
    const records = JobSeekRecordPageSchema.parse(
      (await getAs(ctx.app, seeker, PATHS.jobseeks)).json(),
    );
    expect(records.content).toMatchObject([{ jobSeekId: id, jobMatchCount: 2 }]);
    const record = JobSeekRecordDetailSchema.parse(
      (await getAs(ctx.app, seeker, buildPath(PATHS.jobseek, { id }))).json(),
    );
    expect(record.history.at(-1)).toMatchObject({ action: 'referred', actor: 'staff' });
    expect(record.history.at(-1)!.detail).toMatch(/^Waiter \d+, Waiter \d+$/);
    const staffView = ConsoleJobSeekDetailSchema.parse(
      (await getAs(ctx.app, staff, buildPath(CONSOLE_JOBSEEK_PATHS.consoleJobSeek, { id }))).json(),
    );
    expect(staffView.jobMatchCount).toBe(2);
    expect(staffView.matches.map((m) => m.jobOfferId)).toEqual([v1, v2]);
    expect(staffView.matches[0].typeJobMatchStatusDesc).toBe('Waiting for the employer');
  });

  it("narrows jobSeekIdList to the seeker's own registrations", async () => {
    const a = await registered();
    const b = await registered();
    expect((await refer(a.id, [await vacancy()])).statusCode).toBe(200);
    expect((await refer(b.id, [await vacancy()])).statusCode).toBe(200);
    expect((await matchesOf(a.seeker, `?jobSeekIdList=${a.id}`)).totalElements).toBe(1);
    expect((await matchesOf(a.seeker, `?jobSeekIdList=${b.id}`)).totalElements).toBe(0);
    expect((await matchesOf(a.seeker, `?jobSeekIdList=${a.id},${b.id}`)).totalElements).toBe(1);
  });

  it('lets the employer arrange a referral like any request', async () => {
    const { seeker, id } = await registered();
    const [match] = (await refer(id, [await vacancy()])).json().matches;
    const url = buildPath(PATHS.consoleMatchArrange, { id: match.jobMatchUid });
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...employer.headers, 'accept-language': 'en' },
      payload: { interviewAt: '2026-11-25T15:30', location: 'Office', contactPhone: '28781234' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ origin: 'referral', typeJobMatchStatusId: 3 });
    const arranged = await matchesOf(seeker, '?typeJobMatchStatusGroupIdList=3');
    expect(arranged.content.map((c) => c.jobMatchUid)).toEqual([match.jobMatchUid]);
    expect((await matchesOf(seeker, '?typeJobMatchStatusGroupIdList=900')).totalElements).toBe(1);
  });

  it('refers all the vacancies or none', async () => {
    const { seeker, id } = await registered();
    const good = await vacancy();
    const expired = await vacancy({ published_at: '2026-01-01T00:00:00.000Z' });
    const taken = await vacancy();
    await insertBooking(ctx.app.db, taken, seeker.id);
    const capped = await vacancy({ max_active_interviews: 1 });
    const other = await createSeekerWithResume(ctx.app);
    await insertBooking(ctx.app.db, capped, other.id);
    const before = await countRows(ctx.app, 'job_match');
    const cases: [number[], string][] = [
      [[good, expired], 'BE_JOBOFFER_INVALID'],
      [[good, 999999], 'BE_JOBOFFER_INVALID'],
      [[good, taken], 'BE_ALREADY_INTERVIEW'],
      [[good, capped], 'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT'],
    ];
    for (const [ids, code] of cases) {
      const res = await refer(id, ids);
      expect(res.json().code, code).toBe(code);
      expect(await countRows(ctx.app, 'job_match')).toBe(before);
    }
    // The seeker's 10 active requests: 8 held, 3 more would pass the cap.
    for (let i = 0; i < 7; i += 1) await insertBooking(ctx.app.db, await vacancy(), seeker.id);
    const three = [good, await vacancy(), await vacancy()];
    const before2 = await countRows(ctx.app, 'job_match');
    // Staff read about the seeker's requests, not the seeker's own message.
    expect((await refer(id, three)).json()).toEqual({
      code: 'BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      errorArgs: [10],
    });
    expect(await countRows(ctx.app, 'job_match')).toBe(before2);
    expect((await refer(id, three.slice(0, 2))).statusCode).toBe(200);
  });

  it('needs a valid registration and a good body', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const processing = await register(ctx.app, seeker);
    const v = await vacancy();
    expect((await refer(processing, [v])).json().code).toBe('BE_NO_VALID_JOBSEEK_SERVICE');
    const { id } = await registered();
    const before = await countRows(ctx.app, 'job_match');
    const eleven = await Promise.all(Array.from({ length: 11 }, () => vacancy()));
    for (const [ids, content] of [
      [[], 'x'],
      [eleven, 'x'],
      [[v, v], 'x'],
      [['a'], 'x'],
      [[v], 'x'.repeat(501)],
    ] as [unknown, string][]) {
      const res = await refer(id, ids, content);
      expect(res.json().code, JSON.stringify(ids)).toBe('VALIDATION_FAIL');
    }
    expect(await countRows(ctx.app, 'job_match')).toBe(before);
  });

  it('finds vacancies by a keyword of their titles for staff', async () => {
    const id = await vacancy({
      title_en: 'Pastry chef 100%',
      title_pt: 'Pasteleiro',
      title_cn: '西餅師',
    });
    const find = async (keyword: string) =>
      (
        await getAs(
          ctx.app,
          staff,
          `${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}?keyword=${encodeURIComponent(keyword)}`,
        )
      )
        .json()
        .map((v: { id: number }) => v.id);
    expect(await find('pastry')).toEqual([id]);
    expect(await find('西餅')).toEqual([id]);
    expect(await find('CHEF 100%')).toEqual([id]);
    expect(await find('chef 200%')).toEqual([]);
    expect(await find('_astry')).toEqual([]);
    const all = await find('');
    expect(all.length).toBeGreaterThan(1);
  });
});
