import { beforeAll, expect } from 'vitest';
import { buildPath, ConsoleMatchDetailSchema, ConsoleMatchPageSchema, PATHS } from '@vaga/contract';
import { seedReferenceData } from '../src/db/seed/seed.ts';
import { bearer, loginAs } from './auth.ts';
import { createSeeker, insertBooking } from './factories/jobmatches.ts';
import { createEmployer, createVacancy } from './factories/search-vacancies.ts';
import { buildTestApp, type TestContext } from './helper.ts';

// 10:00 on 22 November in Macao (UTC+8).
export const NOW = '2026-11-22T02:00:00.000Z';
export const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T02:00:00.000Z`;
const RECEPTIONIST = 10101;

type Seeker = Awaited<ReturnType<typeof createSeeker>>;

/**
 * The console's interview-match world, built before the tests of the describe block it is called
 * in: two employers (A with vacancies a1, a2 and an expired one; B with b), staff, a resident
 * seeker, a seeker with a published resume and CV (`shown`) and one with a hidden resume
 * (`hidden`), and matches requested, hidden, expired (an invitation past its reply time), other
 * (employer B's) and held (arranged, interview past); with request helpers in English.
 */
export function useConsoleMatches() {
  const w = {
    ctx: undefined as unknown as TestContext,
    tokens: { employerA: '', employerB: '', staff: '', seeker: '' },
    staffId: 0,
    vac: { a1: 0, a2: 0, b: 0 },
    shown: undefined as unknown as Seeker,
    hidden: undefined as unknown as Seeker,
    m: {} as Record<string, { id: number; uid: string }>,
  };
  const call = (
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    w.ctx.app.inject({
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

  beforeAll(async () => {
    w.ctx = await buildTestApp();
    const ctx = w.ctx;
    ctx.clock.set(NOW);
    const { db } = ctx.database;
    await seedReferenceData(db);
    const employerA = await createEmployer(db, { name_en: 'Harbour Catering Limited' });
    const employerB = await createEmployer(db);
    w.vac.a1 = await createVacancy(db, { employer_id: employerA, published_at: day(1) });
    w.vac.a2 = await createVacancy(db, { employer_id: employerA, published_at: day(2) });
    w.vac.b = await createVacancy(db, { employer_id: employerB, published_at: day(2) });
    // Expired: not offered for invitations.
    await createVacancy(db, { employer_id: employerA, published_at: '2026-06-01T02:00:00.000Z' });
    const employer = (euid: string, employerId: number) =>
      loginAs(ctx.app, { euid, accountType: 'employer', employerId, name: euid });
    w.tokens.employerA = await employer('employer-a', employerA);
    w.tokens.employerB = await employer('employer-b', employerB);
    w.tokens.staff = await loginAs(ctx.app, {
      euid: 'staff-1',
      accountType: 'staff',
      name: 'Staff',
    });
    w.staffId = (await ctx.app.services.auth.authenticate(w.tokens.staff))!.account.id;
    w.tokens.seeker = await loginAs(ctx.app, 'resident');
    w.shown = await createSeeker(ctx.app, {
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
    w.hidden = await createSeeker(ctx.app, { resume: { nameCn: '李小明', isPublic: 0 } });
    w.m.requested = await insertBooking(db, w.vac.a1, w.shown.id, {
      cvUid: w.shown.cvUid,
      createdAt: day(18),
    });
    w.m.hidden = await insertBooking(db, w.vac.a2, w.hidden.id, { createdAt: day(19) });
    w.m.expired = await insertBooking(db, w.vac.a1, w.hidden.id, {
      origin: 'employer',
      status: 2,
      interviewAt: day(28),
      replyDueAt: day(21),
      createdAt: day(20),
    });
    w.m.other = await insertBooking(db, w.vac.b, w.shown.id, { createdAt: day(21) });
    w.m.held = await insertBooking(db, w.vac.a2, w.shown.id, {
      status: 3,
      interviewAt: '2026-11-21T03:00:00.000Z',
      createdAt: day(10),
    });
  });
  return { w, call, get, post, at, list, detail };
}
