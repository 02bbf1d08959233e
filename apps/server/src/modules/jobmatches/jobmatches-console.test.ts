import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildPath,
  CONSOLE_JOBOFFER_PATHS,
  ConsoleMatchDetailSchema,
  ConsoleMatchPageSchema,
  PATHS,
} from '@vaga/contract';
import { bearer, loginAs } from '../../../test/auth.ts';
import { createSeeker, insertBooking } from '../../../test/factories/jobmatches.ts';
import { createEmployer, createVacancy } from '../../../test/factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { seedReferenceData } from '../../db/seed/seed.ts';

// 10:00 on 22 November in Macao (UTC+8).
const NOW = '2026-11-22T02:00:00.000Z';
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T02:00:00.000Z`;
const RECEPTIONIST = 10101;

describe('the console side of interview matches', () => {
  let ctx: TestContext;
  const tokens: Record<'employerA' | 'employerB' | 'staff' | 'seeker', string> = {
    employerA: '',
    employerB: '',
    staff: '',
    seeker: '',
  };
  let staffId = 0;
  const vac = { a1: 0, a2: 0, b: 0 };
  let shown: Awaited<ReturnType<typeof createSeeker>>;
  let hidden: Awaited<ReturnType<typeof createSeeker>>;
  const m: Record<string, { id: number; uid: string }> = {};

  const call = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const get = (token: string, url: string) => call(token, 'GET', url);
  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    call(token, 'POST', url, payload);
  const at = (path: string, match: { uid: string }) => buildPath(path, { id: match.uid });
  const list = async (token: string, query = '') => {
    const res = await get(token, `${PATHS.consoleMatches}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleMatchPageSchema.parse(res.json());
  };
  const detail = async (token: string, match: { uid: string }) => {
    const res = await get(token, at(PATHS.consoleMatch, match));
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleMatchDetailSchema.parse(res.json());
  };
  const notFound = { code: 'NOT_FOUND', errorArgs: [] };
  const stateInvalid = { code: 'BE_JOBMATCH_STATE_INVALID', errorArgs: [] };

  beforeAll(async () => {
    ctx = await buildTestApp();
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerA = await createEmployer(db, { name_en: 'Harbour Catering Limited' });
    const employerB = await createEmployer(db);
    vac.a1 = await createVacancy(db, { employer_id: employerA, published_at: day(1) });
    vac.a2 = await createVacancy(db, { employer_id: employerA, published_at: day(2) });
    vac.b = await createVacancy(db, { employer_id: employerB, published_at: day(2) });
    // Expired: not offered for invitations.
    await createVacancy(db, { employer_id: employerA, published_at: '2026-06-01T02:00:00.000Z' });
    const employer = (euid: string, employerId: number) =>
      loginAs(ctx.app, { euid, accountType: 'employer', employerId, name: euid });
    tokens.employerA = await employer('employer-a', employerA);
    tokens.employerB = await employer('employer-b', employerB);
    tokens.staff = await loginAs(ctx.app, { euid: 'staff-1', accountType: 'staff', name: 'Staff' });
    staffId = (await ctx.app.services.auth.authenticate(tokens.staff))!.account.id;
    tokens.seeker = await loginAs(ctx.app, 'resident');
    shown = await createSeeker(ctx.app, {
      withCv: true,
      resume: {
        nameCn: '李小明',
        remark: 'Private note',
        isShowRemark: 0,
        expectedJobList: [
          { typeJobTitleId: RECEPTIONIST, textJobTitle: null },
          { typeJobTitleId: null, textJobTitle: 'Sommelier' },
        ],
      },
    });
    hidden = await createSeeker(ctx.app, { resume: { nameCn: '李小明', isPublic: 0 } });
    m.requested = await insertBooking(db, vac.a1, shown.id, {
      cvUid: shown.cvUid,
      createdAt: day(18),
    });
    m.hidden = await insertBooking(db, vac.a2, hidden.id, { createdAt: day(19) });
    m.expired = await insertBooking(db, vac.a1, hidden.id, {
      origin: 'employer',
      status: 2,
      interviewAt: day(28),
      replyDueAt: day(21),
      createdAt: day(20),
    });
    m.other = await insertBooking(db, vac.b, shown.id, { createdAt: day(21) });
    m.held = await insertBooking(db, vac.a2, shown.id, {
      status: 3,
      interviewAt: '2026-11-21T03:00:00.000Z',
      createdAt: day(10),
    });
  });

  it('lists an employer only the matches of its own vacancies, newest first', async () => {
    const page = await list(tokens.employerA);
    expect(page.totalElements).toBe(4);
    expect(page.content.map((c) => c.jobMatchUid)).toEqual([
      m.expired.uid,
      m.hidden.uid,
      m.requested.uid,
      m.held.uid,
    ]);
    expect(page.content[2]).toMatchObject({
      employerName: 'Harbour Catering Limited',
      seekerName: '李小明',
      typeJobMatchStatusId: 1,
      typeJobMatchStatusGroupId: 1,
      typeJobMatchStatusDesc: 'Waiting for the employer',
    });
    // Another employer's filter is ignored: an employer sees its own.
    expect((await list(tokens.employerA, '?employerId=999')).totalElements).toBe(4);
    expect((await list(tokens.employerB)).content.map((c) => c.jobMatchUid)).toEqual([m.other.uid]);
  });

  it('shows an invitation past its reply deadline as expired, and filters by group and vacancy', async () => {
    const [expired] = (await list(tokens.employerA)).content;
    expect(expired).toMatchObject({
      typeJobMatchStatusId: 6,
      typeJobMatchStatusGroupId: 4,
      typeJobMatchStatusDesc: 'No reply in time; rejected automatically',
    });
    const uids = async (query: string) =>
      (await list(tokens.employerA, query)).content.map((c) => c.jobMatchUid);
    expect(await uids('?group=1')).toEqual([m.hidden.uid, m.requested.uid]);
    expect(await uids('?group=2')).toEqual([]);
    expect(await uids('?group=3')).toEqual([m.held.uid]);
    expect(await uids('?group=4')).toEqual([m.expired.uid]);
    expect(await uids(`?jobOfferId=${vac.a2}`)).toEqual([m.hidden.uid, m.held.uid]);
    expect(await uids('?size=1&page=1')).toEqual([m.hidden.uid]);
    const expiredDetail = await detail(tokens.employerA, m.expired);
    expect(expiredDetail.rejectReason).toBe('No reply in time; rejected automatically');
    expect(expiredDetail.history.map((h) => [h.status, h.actor])).toEqual([
      [2, 'seeker'],
      [6, 'system'],
    ]);
  });

  it('lists staff every match, filtered by employer', async () => {
    expect((await list(tokens.staff)).totalElements).toBe(5);
    const { employerId } = (await list(tokens.employerB)).content[0];
    expect((await list(tokens.staff, `?employerId=${employerId}`)).content).toHaveLength(1);
  });

  it('shows the detail with the published resume, its CV and history, never a hidden resume', async () => {
    const shownDetail = await detail(tokens.employerA, m.requested);
    expect(shownDetail).toMatchObject({
      origin: 'seeker',
      content: 'I would like to interview.',
      expectedInterviewDateFrom: '2026-11-25',
      cv: { cvName: 'My CV', uploadFileName: 'cv.pdf' },
    });
    expect(shownDetail.resume).toMatchObject({ nameCn: '李小明', isPublic: 1, docNum: '' });
    // A remark the seeker keeps hidden stays hidden.
    expect(shownDetail.resume?.remark).toBeNull();
    expect(shownDetail.history).toEqual([
      expect.objectContaining({ status: 1, actor: 'seeker', at: day(18) }),
    ]);
    const hiddenDetail = await detail(tokens.employerA, m.hidden);
    expect(hiddenDetail.resume).toBeNull();
    expect(hiddenDetail.cv).toBeNull();
  });

  it("answers 404 for another employer's match, on every console route", async () => {
    for (const [method, path] of [
      ['GET', PATHS.consoleMatch],
      ['GET', PATHS.consoleMatchCv],
      ['POST', PATHS.consoleMatchArrange],
      ['POST', PATHS.consoleMatchDecline],
      ['POST', PATHS.consoleMatchResult],
    ] as const) {
      const payload = {
        interviewAt: '2026-11-30T10:00',
        location: 'Office',
        contactPhone: '28781234',
        reason: 'No',
        result: 'hired',
      };
      const res = await call(tokens.employerB, method, at(path, m.requested), payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    expect((await get(tokens.employerA, at(PATHS.consoleMatch, m.other))).json()).toEqual(notFound);
  });

  it('downloads the CV sent with a booking as an attachment', async () => {
    const res = await get(tokens.employerA, at(PATHS.consoleMatchCv, m.requested));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const none = await get(tokens.employerA, at(PATHS.consoleMatchCv, m.hidden));
    expect(none.json()).toEqual(notFound);
  });

  it('refuses a seeker on every console route (403 FORBIDDEN_ROLE)', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', PATHS.consoleMatches],
      ['GET', at(PATHS.consoleMatch, m.requested)],
      ['GET', at(PATHS.consoleMatchCv, m.requested)],
      ['POST', at(PATHS.consoleMatchArrange, m.requested)],
      ['POST', at(PATHS.consoleMatchDecline, m.requested)],
      ['POST', at(PATHS.consoleMatchResult, m.requested)],
      ['POST', PATHS.consoleMatchInvite],
      ['GET', PATHS.consoleSeekers],
      ['GET', buildPath(PATHS.consoleSeeker, { id: shown.id })],
      ['GET', CONSOLE_JOBOFFER_PATHS.consoleJobOffers],
    ];
    for (const token of [tokens.seeker, shown.token]) {
      for (const [method, url] of routes) {
        const res = await call(token, method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN_ROLE', errorArgs: [] });
      }
    }
  });

  it('refuses bad arrangements with VALIDATION_FAIL', async () => {
    const good = { interviewAt: '2026-11-25T15:30', location: 'Office', contactPhone: '28781234' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, interviewAt: '2026-02-30T10:00' }, 'body.interviewAt'],
      [{ ...good, interviewAt: '2026-11-25 15:30' }, 'body.interviewAt'],
      [{ ...good, interviewAt: '2026-11-25T24:00' }, 'body.interviewAt'],
      // 09:59 in Macao is before now (10:00).
      [{ ...good, interviewAt: '2026-11-22T09:59' }, 'body.interviewAt'],
      [{ ...good, contactPhone: '2878123' }, 'body.contactPhone'],
      [{ ...good, contactPhone: '2878123a' }, 'body.contactPhone'],
      [{ ...good, location: 'x'.repeat(201) }, 'body.location'],
      [{ ...good, location: '  ' }, 'body.location'],
      [{ ...good, remark: 'x'.repeat(501) }, 'body.remark'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: [field, expect.any(String)],
      });
    }
    expect((await detail(tokens.employerA, m.requested)).typeJobMatchStatusId).toBe(1);
  });

  it('arranges a request at the Macao time given, once', async () => {
    const res = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), {
      interviewAt: '2026-11-25T15:30',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28781234',
      remark: 'Bring your ID',
    });
    expect(res.statusCode, res.body).toBe(200);
    const arranged = ConsoleMatchDetailSchema.parse(res.json());
    expect(arranged).toMatchObject({
      typeJobMatchStatusId: 3,
      typeJobMatchStatusGroupId: 3,
      interviewDate: '2026-11-25T07:30:00.000Z',
      location: 'Avenida da Praia Grande 1',
      contactPhone: '28781234',
      remark: 'Bring your ID',
    });
    expect(arranged.history.at(-1)).toMatchObject({
      status: 3,
      actor: 'employer',
      reason: 'Bring your ID',
      at: NOW,
    });
    const again = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.requested), {
      interviewAt: '2026-11-26T15:30',
      location: 'Office',
      contactPhone: '28781234',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(stateInvalid);
    const decline = await post(tokens.employerA, at(PATHS.consoleMatchDecline, m.requested), {
      reason: 'Too late',
    });
    expect(decline.json()).toEqual(stateInvalid);
    // The interview has not taken place yet: no result.
    const early = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.requested), {
      result: 'hired',
    });
    expect(early.json()).toEqual(stateInvalid);
  });

  it('lets staff decline for the employer, recorded as staff with the staff account', async () => {
    for (const reason of ['  ', 'x'.repeat(201)]) {
      const bad = await post(tokens.staff, at(PATHS.consoleMatchDecline, m.hidden), { reason });
      expect(bad.json()).toEqual({
        code: 'VALIDATION_FAIL',
        errorArgs: ['body.reason', expect.any(String)],
      });
    }
    const res = await post(tokens.staff, at(PATHS.consoleMatchDecline, m.hidden), {
      reason: 'The position is filled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      typeJobMatchStatusId: 4,
      declineReason: 'The position is filled',
    });
    const events = await ctx.database.db
      .selectFrom('job_match_event')
      .selectAll()
      .where('job_match_id', '=', m.hidden.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toMatchObject({
      status: 4,
      actor: 'staff',
      actor_account_id: staffId,
      reason: 'The position is filled',
      at: NOW,
    });
    const arrange = await post(tokens.employerA, at(PATHS.consoleMatchArrange, m.hidden), {
      interviewAt: '2026-11-25T15:30',
      location: 'Office',
      contactPhone: '28781234',
    });
    expect(arrange.json()).toEqual(stateInvalid);
  });

  it('records the result after the interview took place, once; an unknown result is refused', async () => {
    const unknown = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.held), {
      result: 'maybe',
    });
    expect(unknown.json()).toEqual({
      code: 'VALIDATION_FAIL',
      errorArgs: ['body.result', 'validation.invalid'],
    });
    const res = await post(tokens.staff, at(PATHS.consoleMatchResult, m.held), {
      result: 'hired',
      remark: 'Starts in December',
    });
    expect(res.statusCode, res.body).toBe(200);
    const hired = ConsoleMatchDetailSchema.parse(res.json());
    expect(hired).toMatchObject({
      typeJobMatchStatusId: 7,
      typeJobMatchStatusDesc: 'Hired',
      employerResult: 'hired',
    });
    expect(hired.history.at(-1)).toMatchObject({
      status: 7,
      actor: 'staff',
      reason: 'Starts in December',
    });
    const again = await post(tokens.employerA, at(PATHS.consoleMatchResult, m.held), {
      result: 'absent',
    });
    expect(again.json()).toEqual(stateInvalid);
    // A request is not arranged yet.
    const other = await post(tokens.employerB, at(PATHS.consoleMatchResult, m.other), {
      result: 'notHired',
    });
    expect(other.json()).toEqual(stateInvalid);
  });
});
