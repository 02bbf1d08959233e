import { describe, expect, it } from 'vitest';
import { buildPath, CONSOLE_JOBOFFER_PATHS, PATHS } from '@vaga/contract';
import { day, useConsoleMatches } from '../../../test/console-matches.ts';

describe('the console side of interview matches', () => {
  const { w, call, get, at, list, detail } = useConsoleMatches();
  const { tokens, vac, m } = w;
  const notFound = { code: 'NOT_FOUND', errorArgs: [] };

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
    // A remark the seeker keeps hidden stays w.hidden.
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
      ['GET', buildPath(PATHS.consoleSeeker, { id: w.shown.id })],
      ['GET', CONSOLE_JOBOFFER_PATHS.consoleJobOffers],
    ];
    for (const token of [tokens.seeker, w.shown.token]) {
      for (const [method, url] of routes) {
        const res = await call(token, method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN_ROLE', errorArgs: [] });
      }
    }
  });
});
