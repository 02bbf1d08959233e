import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMatchPageSchema, PATHS } from '@vaga/contract';
import { bearer, createAccount, demoAccount, loginAs } from '../../../test/auth.ts';
import { createSeeker, insertBooking } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T02:00:00.000Z`;

describe('invitations from the console', () => {
  let ctx: TestContext;
  let employerA = 0;
  let employerB = 0;
  let employerToken = '';
  let staffToken = '';
  let staffId = 0;
  const vac = { a: 0, a2: 0, capped: 0, b: 0, expired: 0 };

  const invite = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: PATHS.consoleMatchInvite,
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: {
        // Far enough for the 10 days to reply to end before the day before it.
        interviewAt: '2026-12-04T11:00',
        location: 'Rua do Campo 10',
        contactPhone: '28781234',
        ...payload,
      },
    });
  const matchOf = (uid: string) =>
    ctx.database.db
      .selectFrom('job_match')
      .selectAll()
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
  const eventsOf = (matchId: number) =>
    ctx.database.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', matchId)
      .execute();
  const refused = (code: string, errorArgs: unknown[] = []) => ({ code, errorArgs });

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    employerA = await createEmployer(db);
    employerB = await createEmployer(db);
    vac.a = await createVacancy(db, { employer_id: employerA, published_at: day(1) });
    vac.a2 = await createVacancy(db, { employer_id: employerA, published_at: day(1) });
    vac.capped = await createVacancy(db, {
      employer_id: employerA,
      published_at: day(1),
      max_active_interviews: 2,
    });
    vac.b = await createVacancy(db, { employer_id: employerB, published_at: day(1) });
    vac.expired = await createVacancy(db, {
      employer_id: employerA,
      published_at: '2026-06-01T02:00:00.000Z',
    });
    employerToken = await loginAs(ctx.app, {
      euid: 'inviting-employer',
      accountType: 'employer',
      employerId: employerA,
    });
    staffToken = await loginAs(ctx.app, { euid: 'inviting-staff', accountType: 'staff' });
    staffId = (await ctx.app.services.auth.authenticate(staffToken))!.account.id;
  });

  it('creates an invitation that waits 10 days for the reply, recorded with the employer', async () => {
    const seeker = await createSeeker(ctx.app);
    const res = await invite(employerToken, {
      jobOfferId: vac.a,
      seekerId: seeker.id,
      remark: 'Please bring your certificates',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { jobMatchUid } = res.json() as { jobMatchUid: string };
    const row = await matchOf(jobMatchUid);
    expect(row).toMatchObject({
      status: 2,
      origin: 'employer',
      employer_id: employerA,
      account_id: seeker.id,
      job_offer_id: vac.a,
      interview_at: '2026-12-04T03:00:00.000Z',
      location: 'Rua do Campo 10',
      contact_phone: '28781234',
      remark: 'Please bring your certificates',
      reply_due_at: '2026-12-02T02:00:00.000Z',
      created_at: NOW,
    });
    expect(row.interview_no).toMatch(/^IV20261122-\d{6}$/);
    expect(await eventsOf(row.id)).toEqual([
      expect.objectContaining({
        status: 2,
        actor: 'employer',
        reason: 'Please bring your certificates',
        at: NOW,
      }),
    ]);
    const list = await ctx.app.inject({
      url: `${PATHS.consoleMatches}?group=2`,
      headers: bearer(employerToken),
    });
    expect(ConsoleMatchPageSchema.parse(list.json()).content).toEqual([
      expect.objectContaining({
        jobMatchUid,
        typeJobMatchStatusId: 2,
        lastReplyDate: '2026-12-02T02:00:00.000Z',
      }),
    ]);
    // One match per seeker and vacancy.
    const again = await invite(employerToken, { jobOfferId: vac.a, seekerId: seeker.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refused('BE_ALREADY_INTERVIEW'));
  });

  it('lets staff invite to any employer’s vacancy, recorded as staff', async () => {
    const seeker = await createSeeker(ctx.app);
    const res = await invite(staffToken, { jobOfferId: vac.b, seekerId: seeker.id });
    expect(res.statusCode, res.body).toBe(200);
    const row = await matchOf((res.json() as { jobMatchUid: string }).jobMatchUid);
    expect(row.employer_id).toBe(employerB);
    expect(await eventsOf(row.id)).toEqual([
      expect.objectContaining({ status: 2, actor: 'staff', actor_account_id: staffId }),
    ]);
  });

  it('refuses a seeker whose resume is hidden or missing; an id of no resident seeker is unknown', async () => {
    const hidden = await createSeeker(ctx.app, { resume: { isPublic: 0 } });
    const none = await createSeeker(ctx.app, { resume: null });
    const published = await createSeeker(ctx.app);
    // A resume left on an account that is no longer a resident's.
    const nonResident = await createAccount(ctx.app, demoAccount(ctx.app, 'nonresident'));
    const row = await ctx.database.db
      .selectFrom('profile')
      .selectAll()
      .where('account_id', '=', published.id)
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('profile')
      .values({ ...row, account_id: nonResident.id })
      .execute();
    const employerAccount = (await ctx.app.services.auth.authenticate(employerToken))!.account;
    for (const seekerId of [hidden.id, none.id]) {
      const res = await invite(employerToken, { jobOfferId: vac.a, seekerId });
      expect(res.statusCode, String(seekerId)).toBe(409);
      expect(res.json()).toEqual(refused('BE_RESUME_NOT_PUBLISHED'));
    }
    // An id that names no resident seeker is unknown.
    for (const seekerId of [nonResident.id, employerAccount.id, 999_999]) {
      const res = await invite(employerToken, { jobOfferId: vac.a, seekerId });
      expect(res.statusCode, String(seekerId)).toBe(404);
      expect(res.json()).toEqual(refused('NOT_FOUND'));
    }
    const count = await ctx.database.db
      .selectFrom('job_match')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', 'in', [hidden.id, none.id, nonResident.id])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses another employer’s, an expired or an unknown vacancy', async () => {
    const seeker = await createSeeker(ctx.app);
    for (const jobOfferId of [vac.b, vac.expired]) {
      const res = await invite(employerToken, { jobOfferId, seekerId: seeker.id });
      expect(res.statusCode, String(jobOfferId)).toBe(410);
      expect(res.json()).toEqual(refused('BE_JOBOFFER_INVALID', [jobOfferId]));
    }
    const unknown = await invite(employerToken, { jobOfferId: 999_999, seekerId: seeker.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refused('NOT_FOUND'));
  });

  it('holds the seeker’s 10 active matches: an 11th is refused until one is no longer active', async () => {
    const seeker = await createSeeker(ctx.app);
    const { db } = ctx.database;
    for (let i = 0; i < 9; i++) {
      await insertBooking(db, await createVacancy(db, { published_at: day(1) }), seeker.id);
    }
    const pending = await insertBooking(
      db,
      await createVacancy(db, { published_at: day(1) }),
      seeker.id,
      {
        origin: 'employer',
        status: 2,
        interviewAt: day(28),
        replyDueAt: day(23),
      },
    );
    const res = await invite(employerToken, { jobOfferId: vac.a2, seekerId: seeker.id });
    expect(res.statusCode).toBe(409);
    // The employer reads about the seeker's requests, not the seeker's own message.
    expect(res.json()).toEqual(refused('BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT', [10]));
    // The invitation's reply deadline passed: it is no longer active.
    await db
      .updateTable('job_match')
      .set({ reply_due_at: day(21) })
      .where('id', '=', pending.id)
      .execute();
    const accepted = await invite(employerToken, { jobOfferId: vac.a2, seekerId: seeker.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const eleventh = await invite(employerToken, { jobOfferId: vac.capped, seekerId: seeker.id });
    expect(eleventh.json()).toEqual(refused('BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT', [10]));
  });

  it('holds the vacancy’s own cap, with the limit in errorArgs', async () => {
    const { db } = ctx.database;
    for (let i = 0; i < 2; i++) {
      const other = await createSeeker(ctx.app, { resume: null });
      await insertBooking(db, vac.capped, other.id, { status: i === 0 ? 1 : 3 });
    }
    // A finished match does not count.
    const finished = await createSeeker(ctx.app, { resume: null });
    await insertBooking(db, vac.capped, finished.id, { status: 8 });
    const seeker = await createSeeker(ctx.app);
    const res = await invite(employerToken, { jobOfferId: vac.capped, seekerId: seeker.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(refused('BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT', [2]));
  });

  it('leaves exactly the room under the seeker’s cap when invitations race', async () => {
    const seeker = await createSeeker(ctx.app);
    const { db } = ctx.database;
    for (let i = 0; i < 8; i++) {
      await insertBooking(db, await createVacancy(db, { published_at: day(1) }), seeker.id);
    }
    const offers = await Promise.all(
      Array.from({ length: 6 }, () =>
        createVacancy(db, { employer_id: employerA, published_at: day(1) }),
      ),
    );
    const answers = await Promise.all(
      offers.map((jobOfferId) => invite(employerToken, { jobOfferId, seekerId: seeker.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(
      answers.filter((a) => a.statusCode !== 200).map((a) => (a.json() as { code: string }).code),
    ).toEqual(Array(4).fill('BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT'));
  });

  it('leaves exactly the vacancy’s cap when invitations of many seekers race', async () => {
    const { db } = ctx.database;
    const jobOfferId = await createVacancy(db, {
      employer_id: employerA,
      published_at: day(1),
      max_active_interviews: 3,
    });
    const seekers = [];
    for (let i = 0; i < 12; i++) seekers.push(await createSeeker(ctx.app));
    const answers = await Promise.all(
      seekers.map((seeker) => invite(employerToken, { jobOfferId, seekerId: seeker.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json() as unknown)).toEqual(
      Array(9).fill(refused('BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT', [3])),
    );
  });

  it('refuses bad input with VALIDATION_FAIL', async () => {
    const seeker = await createSeeker(ctx.app);
    const base = { jobOfferId: vac.a2, seekerId: seeker.id };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, interviewAt: '2026-11-31T10:00' }, 'body.interviewAt'],
      [{ ...base, interviewAt: '26/11/2026 10:00' }, 'body.interviewAt'],
      [{ ...base, interviewAt: '2026-11-22T09:00' }, 'body.interviewAt'],
      [{ ...base, contactPhone: '123456789' }, 'body.contactPhone'],
      [{ ...base, location: 'x'.repeat(201) }, 'body.location'],
      [{ ...base, remark: 'x'.repeat(501) }, 'body.remark'],
      [{ ...base, seekerId: 'x' }, 'body.seekerId'],
      [{ ...base, jobOfferId: -1 }, 'body.jobOfferId'],
    ];
    for (const [payload, field] of cases) {
      const res = await invite(employerToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: [field, expect.any(String)],
      });
    }
  });
});
