import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MATCH_STATUS, LIMITS, PATHS, macaoToday, shiftDate } from '@vaga/contract';
import { bearer, loginAs, setProviderBirthDate } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  apply,
  applyBody,
  createBookableVacancy,
  createCvRow,
  createInterviewWorld,
  createSeekerWithResume,
  insertMatch,
} from '../../../test/factories/jobmatches.ts';

const NOW = '2026-11-22T02:00:00.000Z';

describe('booking an interview (POST applyjob, spec §5)', () => {
  let ctx: TestContext;
  let employerId: number;

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    ({ employerId } = await createInterviewWorld(ctx.app.db));
  });

  const vacancy = (overrides = {}) => createBookableVacancy(ctx.app, employerId, overrides);

  it('books: status requested, an interview number of the Macao day, a history row', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await vacancy();
    const res = await apply(ctx.app, seeker, applyBody(ctx.app, id));
    expect(res.statusCode, res.body).toBe(200);
    const { jobMatchUid } = res.json();
    expect(jobMatchUid).toMatch(/^[0-9a-f-]{36}$/);
    const row = await ctx.app.db
      .selectFrom('job_match')
      .selectAll()
      .where('uid', '=', jobMatchUid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: JOB_MATCH_STATUS.requested,
      account_id: seeker.id,
      employer_id: employerId,
      origin: 'seeker',
    });
    expect(row.interview_no).toBe(`IV20261122-${String(row.id).padStart(6, '0')}`);
    const events = await ctx.app.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', row.id)
      .execute();
    expect(events).toMatchObject([{ status: 1, actor: 'seeker', actor_account_id: seeker.id }]);
  });

  it('refuses visitors and non-residents', async () => {
    const id = await vacancy();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: PATHS.jobmatchApplyJob,
      payload: applyBody(ctx.app, id),
    });
    expect(anonymous.json().code).toBe('Unauthorized');
    const token = await loginAs(ctx.app, 'nonresident');
    const res = await apply(
      ctx.app,
      { id: 0, token, headers: bearer(token) },
      applyBody(ctx.app, id),
    );
    expect(res.json().code).toBe('BE_NOT_RESIDENT');
  });

  it('refuses a seeker without a resume, then one whose resume must be updated', async () => {
    const id = await vacancy();
    const token = await loginAs(ctx.app, {});
    const res = await apply(
      ctx.app,
      { id: 0, token, headers: bearer(token) },
      applyBody(ctx.app, id),
    );
    expect(res.json().code).toBe('BE_PROFILE_NOT_FOUND');
    const seeker = await createSeekerWithResume(ctx.app);
    await ctx.app.db
      .updateTable('profile')
      .set({ updated_at: '2024-01-01T00:00:00.000Z' })
      .where('account_id', '=', seeker.id)
      .execute();
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, id))).json().code).toBe(
      'BE_PROFILE_MUST_UPDATE',
    );
  });

  it("refuses a seeker under 16 by the identity provider's birth date", async () => {
    const today = macaoToday(ctx.clock.now());
    const seeker = await createSeekerWithResume(ctx.app);
    // The provider's birth date (taken at each login) is what counts, not the resume's.
    const setBirthDate = (birthDate: string) => setProviderBirthDate(ctx.app, seeker.id, birthDate);
    await setBirthDate(shiftDate(today, -16, 1));
    const res = await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()));
    expect(res.json()).toEqual({ code: 'BE_SEEKER_AGE_MUST_GE_16', errorArgs: [] });
    await setBirthDate(shiftDate(today, -16));
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()))).statusCode).toBe(
      200,
    );
  });

  it('judges an account the provider gave no birth date by the resume birthday', async () => {
    const today = macaoToday(ctx.clock.now());
    const seeker = await createSeekerWithResume(ctx.app);
    await setProviderBirthDate(ctx.app, seeker.id, null);
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()))).statusCode).toBe(
      200,
    );
    await ctx.app.db
      .updateTable('profile')
      .set({ bod: shiftDate(today, -15) })
      .where('account_id', '=', seeker.id)
      .execute();
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()))).json().code).toBe(
      'BE_SEEKER_AGE_MUST_GE_16',
    );
  });

  it('refuses an unknown, expired, removed or event vacancy', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const expired = await vacancy({ published_at: '2026-07-01T02:00:00.000Z' });
    const removed = await vacancy({ removed_at: NOW });
    const event = await ctx.app.db
      .insertInto('event')
      .values({
        event_catalog_type: 1,
        type_event_id: 1,
        status: 'enrolling',
        name_cn: '招聘會',
        name_pt: 'Feira',
        name_en: 'Fair',
        venue_cn: '場地',
        venue_pt: 'Local',
        venue_en: 'Venue',
        start_date: '2026-12-01',
        end_date: '2026-12-02',
        start_time: '10:00',
        end_time: '18:00',
        register_from: '2026-11-01T00:00:00.000Z',
        register_to: '2026-11-30T00:00:00.000Z',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const eventVacancy = await vacancy({ event_id: event.id });
    for (const id of [999_999, expired, removed, eventVacancy]) {
      const res = await apply(ctx.app, seeker, applyBody(ctx.app, id));
      expect(res.json(), String(id)).toEqual({ code: 'BE_JOBOFFER_INVALID', errorArgs: [id] });
    }
  });

  it('refuses a second booking of the same vacancy, saying what became of the first', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await vacancy();
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, id))).statusCode).toBe(200);
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, id))).json()).toEqual({
      code: 'BE_INTERVIEW_ALREADY_REQUESTED',
      errorArgs: [],
    });
    // Every status the first match can have, and the refusal the seeker reads for it.
    const expected: Record<keyof typeof JOB_MATCH_STATUS, string> = {
      requested: 'BE_INTERVIEW_ALREADY_REQUESTED',
      invited: 'BE_INTERVIEW_ALREADY_REQUESTED',
      arranged: 'BE_INTERVIEW_ALREADY_REQUESTED',
      declined: 'BE_INTERVIEW_REQUEST_DECLINED',
      rejected: 'BE_INTERVIEW_INVITATION_REFUSED',
      expired: 'BE_INTERVIEW_INVITATION_REFUSED',
      hired: 'BE_ALREADY_INTERVIEW',
      notHired: 'BE_ALREADY_INTERVIEW',
      absent: 'BE_ALREADY_INTERVIEW',
      noResult: 'BE_ALREADY_INTERVIEW',
      withdrawn: 'BE_INTERVIEW_INVITATION_REFUSED',
    };
    for (const [name, code] of Object.entries(expected)) {
      const earlier = await vacancy();
      await insertMatch(ctx.app, {
        accountId: seeker.id,
        jobOfferId: earlier,
        employerId,
        status: JOB_MATCH_STATUS[name as keyof typeof JOB_MATCH_STATUS],
      });
      const res = await apply(ctx.app, seeker, applyBody(ctx.app, earlier));
      expect(res.statusCode, name).toBe(409);
      expect(res.json().code, name).toBe(code);
    }
  });

  it('refuses the 11th active request; a finished one does not count', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    await insertMatch(ctx.app, {
      accountId: seeker.id,
      jobOfferId: await vacancy(),
      employerId,
      status: JOB_MATCH_STATUS.hired,
    });
    for (let i = 0; i < LIMITS.activeInterviewRequestsPerSeeker; i += 1) {
      expect((await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()))).statusCode).toBe(
        200,
      );
    }
    const res = await apply(ctx.app, seeker, applyBody(ctx.app, await vacancy()));
    expect(res.json()).toEqual({
      code: 'BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT',
      errorArgs: [LIMITS.activeInterviewRequestsPerSeeker],
    });
    expect(res.statusCode).toBe(409);
  });

  it("refuses once the vacancy's own cap of active requests is reached, with the cap", async () => {
    const id = await vacancy({ max_active_interviews: 2 });
    for (let i = 0; i < 2; i += 1) {
      const seeker = await createSeekerWithResume(ctx.app);
      expect((await apply(ctx.app, seeker, applyBody(ctx.app, id))).statusCode).toBe(200);
    }
    const third = await createSeekerWithResume(ctx.app);
    expect((await apply(ctx.app, third, applyBody(ctx.app, id))).json()).toEqual({
      code: 'BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT',
      errorArgs: [2],
    });
  });

  it('asks for a CV when the vacancy needs one, and accepts only the seeker’s own', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const other = await createSeekerWithResume(ctx.app);
    const othersCv = await createCvRow(ctx.app.db, other.id);
    const id = await vacancy({ need_cv: 1 });
    expect((await apply(ctx.app, seeker, applyBody(ctx.app, id))).json().code).toBe(
      'BE_CV_MUST_ATTACHED',
    );
    const stolen = await apply(ctx.app, seeker, applyBody(ctx.app, id, { cvUid: othersCv }));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('NOT_FOUND');
    const own = await createCvRow(ctx.app.db, seeker.id);
    const res = await apply(ctx.app, seeker, applyBody(ctx.app, id, { cvUid: own }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = await ctx.app.inject({
      url: PATHS.jobmatch.replace(':id', res.json().jobMatchUid),
      headers: { ...seeker.headers, 'accept-language': 'en' },
    });
    expect(detail.json().cvName).toBe('My CV');
  });

  it('refuses an expected date before today (Macao)', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const today = macaoToday(ctx.clock.now());
    const res = await apply(
      ctx.app,
      seeker,
      applyBody(ctx.app, await vacancy(), { expectedInterviewDateFrom: shiftDate(today, 0, -1) }),
    );
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.expectedInterviewDateFrom', 'validation.notPast'],
    });
    const fromToday = await apply(
      ctx.app,
      seeker,
      applyBody(ctx.app, await vacancy(), { expectedInterviewDateFrom: today }),
    );
    expect(fromToday.statusCode).toBe(200);
  });

  it('answers VALIDATION_FAIL to bad input, never a 500', async () => {
    const seeker = await createSeekerWithResume(ctx.app);
    const id = await vacancy();
    const base = applyBody(ctx.app, id);
    const bad: Record<string, unknown>[] = [
      { ...base, jobOfferId: 'one' },
      { ...base, jobOfferId: undefined },
      { ...base, content: '' },
      { ...base, content: 'x'.repeat(501) },
      { ...base, expectedInterviewTimePeriod: 4 },
      { ...base, expectedInterviewDateFrom: '2026-13-01' },
      { ...base, expectedInterviewDateTo: shiftDate(base.expectedInterviewDateFrom, 0, -1) },
      { ...base, cvUid: 'x'.repeat(65) },
    ];
    for (const body of bad) {
      const res = await apply(ctx.app, seeker, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAIL');
    }
  });
});
